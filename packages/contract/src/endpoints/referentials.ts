import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  companyReferentialsQuerySchema,
  companyReferentialsSchema,
  countrySchema,
  refAccountCategorySchema,
  refAccountSchema,
  refAccountsQuerySchema,
} from '../referentials.ts';

const tag = 'referentials';

export const referentialsEndpoints = {
  countries: endpoint({
    method: 'GET',
    path: '/v1/referentials/countries',
    tag,
    summary: 'The countries served, with their currency and accounting framework',
    responses: { 200: z.array(countrySchema) },
  }),
  companyReferentials: endpoint({
    method: 'GET',
    path: '/v1/referentials/companies',
    tag,
    summary: 'What a signup chooses from in a country: company types, activities and tax systems',
    query: companyReferentialsQuerySchema,
    responses: { 200: companyReferentialsSchema },
  }),
  refAccounts: endpoint({
    method: 'GET',
    path: '/v1/accountings/ref-accounts',
    tag,
    summary: 'The reference chart of accounts of a framework (SYSCOHADA or PCG)',
    query: refAccountsQuerySchema,
    responses: { 200: z.array(refAccountSchema) },
  }),
  refAccountCategories: endpoint({
    method: 'GET',
    path: '/v1/accountings/ref-accounts/categories',
    tag,
    summary: 'The account classes and categories of a framework',
    query: refAccountsQuerySchema,
    responses: { 200: z.array(refAccountCategorySchema) },
  }),
};
