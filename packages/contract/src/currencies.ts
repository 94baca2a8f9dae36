import { z } from 'zod';
import { PAGE_SIZE_MAX, SUPPORTED_LANGUAGES } from './constants.ts';
import { isoDateSchema } from './fields.ts';

/**
 * A currency code as typed: trimmed and upper-cased; whether Bilan knows it is the API's to say
 * (CURRENCY_UNKNOWN), from referentials/currencies.csv.
 */
export const currencyCodeSchema = z.string().trim().toUpperCase().min(1).max(8);

/**
 * An exchange rate as typed: a decimal in text ("655.957"), never a JSON number, whose digits a float
 * would lose. 0, a negative or anything else is refused by the API as EXCHANGE_RATE_INVALID.
 */
export const exchangeRateTextSchema = z.string().trim().min(1).max(40);

/** On `date`, 1 unit of `currency` = `rate` units of the company's currency. */
export const exchangeRateSchema = z.object({
  id: z.string(),
  currency: z.string(),
  date: z.string(),
  rate: z.string(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateSchema>;

/** A rate a treaty fixes against the company's currency: shown beside the table, never stored nor editable. */
export const fixedExchangeRateSchema = z.object({
  currency: z.string(),
  /** Exact: a decimal, or "n/d" when it has no decimal form (1 XAF = 1000/655957 EUR). */
  rate: z.string(),
  /** Rounded to 8 decimals, for reading. */
  approximateRate: z.string(),
});

export const exchangeRateListSchema = z.object({
  companyCurrency: z.string(),
  items: z.array(exchangeRateSchema),
  fixedRates: z.array(fixedExchangeRateSchema),
  nextCursor: z.string().nullable(),
});
export type ExchangeRateList = z.infer<typeof exchangeRateListSchema>;

export const exchangeRatesQuerySchema = z.strictObject({
  currency: currencyCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(100),
  /** The id of the last rate of the previous page. */
  cursor: z.uuid().optional(),
});

export const createExchangeRateBodySchema = z.strictObject({
  currency: currencyCodeSchema,
  date: isoDateSchema,
  rate: exchangeRateTextSchema,
});
export type CreateExchangeRateBody = z.infer<typeof createExchangeRateBodySchema>;

/** A CSV of rates is at most this long (about 100,000 rows). */
export const EXCHANGE_RATE_FILE_MAX = 4_000_000;

export const importExchangeRatesBodySchema = z.strictObject({
  /** `currency;date;rate` or `currency,date,rate` per line, a header line optional, dates YYYY-MM-DD or DD/MM/YYYY. */
  content: z.string().min(1).max(EXCHANGE_RATE_FILE_MAX),
});
export type ImportExchangeRatesBody = z.infer<typeof importExchangeRatesBodySchema>;

export const exchangeRateImportSchema = z.object({
  /** Rows added, and rows that replaced the rate a currency already had that day. */
  created: z.number().int(),
  replaced: z.number().int(),
});
export type ExchangeRateImport = z.infer<typeof exchangeRateImportSchema>;

export const exchangeRateOnQuerySchema = z.strictObject({
  currency: currencyCodeSchema,
  date: isoDateSchema,
});

/** The rate that applies on a date: the latest one on or before it, or the fixed parity. */
export const exchangeRateOnSchema = z.object({
  currency: z.string(),
  companyCurrency: z.string(),
  /** The day of the rate used (a fixed parity has none). */
  rateDate: z.string().nullable(),
  rate: z.string(),
  approximateRate: z.string(),
  fixed: z.boolean(),
});
export type ExchangeRateOn = z.infer<typeof exchangeRateOnSchema>;

/** A currency Bilan knows (referentials/currencies.csv). */
export const currencySchema = z.object({
  code: z.string(),
  minorUnit: z.number().int(),
  name: z.string(),
});
export const currencyListSchema = z.object({ items: z.array(currencySchema) });
export const currenciesQuerySchema = z.strictObject({ lang: z.enum(SUPPORTED_LANGUAGES).default('en') });
export type CurrencyList = z.infer<typeof currencyListSchema>;

/**
 * An amount in a foreign currency, in that currency's decimals: one per currency where a report shows
 * the foreign amounts beside the company's, never summed across currencies (docs/decisions/0036-currencies.md).
 */
export const amountInCurrencySchema = z.object({ currency: z.string(), amount: z.string() });
export type AmountInCurrency = z.infer<typeof amountInCurrencySchema>;
