import {
  createExchangeRateBodySchema,
  currenciesQuerySchema,
  currencyListSchema,
  exchangeRateImportSchema,
  exchangeRateListSchema,
  exchangeRateOnQuerySchema,
  exchangeRateOnSchema,
  exchangeRateSchema,
  exchangeRatesQuerySchema,
  importExchangeRatesBodySchema,
} from '../currencies.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'currencies';
const rates = '/v1/accountings/companies/:companyId/exchange-rates';

export const currenciesEndpoints = {
  currencies: endpoint({
    method: 'GET',
    path: '/v1/referentials/currencies',
    tag,
    summary: 'The currencies Bilan knows (ISO 4217) with their minor unit, named in the reader’s language',
    query: currenciesQuerySchema,
    responses: { 200: currencyListSchema },
  }),
  exchangeRates: endpoint({
    method: 'GET',
    path: rates,
    tag,
    summary: 'The company’s exchange rates by page (latest first per currency), and the fixed parities beside them',
    query: exchangeRatesQuerySchema,
    responses: { 200: exchangeRateListSchema },
  }),
  createExchangeRate: endpoint({
    method: 'POST',
    path: rates,
    tag,
    summary: 'Sets the rate of a currency on a day (replacing that day’s rate); a fixed parity is refused',
    body: createExchangeRateBodySchema,
    responses: { 201: exchangeRateSchema },
  }),
  deleteExchangeRate: endpoint({
    method: 'DELETE',
    path: `${rates}/:rateId`,
    tag,
    summary: 'Removes a rate; documents and payments keep the rate they were saved with',
    noContent: true,
  }),
  importExchangeRates: endpoint({
    method: 'POST',
    path: `${rates}/import`,
    tag,
    summary: 'Imports rates from a CSV (currency;date;rate or currency,date,rate), all rows or none',
    body: importExchangeRatesBodySchema,
    responses: { 200: exchangeRateImportSchema },
  }),
  exchangeRateOn: endpoint({
    method: 'GET',
    path: `${rates}/on`,
    tag,
    summary: 'The rate of a currency on a date: the latest one on or before it, or the fixed parity',
    query: exchangeRateOnQuerySchema,
    responses: { 200: exchangeRateOnSchema },
  }),
};
