import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  chartOfAccountsSchema,
  chartQuerySchema,
  compactChartSchema,
  companyAccountSchema,
  createAccountBodySchema,
  saveSubAccountBodySchema,
  subAccountSchema,
  updateAccountBodySchema,
} from '../ledger.ts';

const tag = 'chart of accounts';

export const accountsEndpoints = {
  chartOfAccounts: endpoint({
    method: 'GET',
    path: '/v1/accountings/companies/:companyId/chart-of-accounts',
    tag,
    summary: 'The chart of accounts of the company, with sub-accounts',
    query: chartQuerySchema,
    responses: { 200: z.union([chartOfAccountsSchema, compactChartSchema]) },
  }),
  account: endpoint({
    method: 'GET',
    path: '/v1/accountings/companies/:companyId/accounts-company/:accountId',
    tag,
    summary: 'An account of the company',
    responses: { 200: companyAccountSchema },
  }),
  createAccount: endpoint({
    method: 'POST',
    path: '/v1/accountings/companies/:companyId/accounts-company',
    tag,
    summary: 'Create an account of the company',
    body: createAccountBodySchema,
    responses: { 201: companyAccountSchema },
  }),
  updateAccount: endpoint({
    method: 'PUT',
    path: '/v1/accountings/companies/:companyId/accounts-company',
    tag,
    summary: 'Change an account: number, label or active flag',
    body: updateAccountBodySchema,
    responses: { 200: companyAccountSchema },
  }),
  // POST creates (no id), PUT updates (with id), as docs/seed-spec.md §7 has it; either refuses the other case.
  createSubAccount: endpoint({
    method: 'POST',
    path: '/v1/accountings/companies/:companyId/sub-accounts-company',
    tag,
    summary: 'Create a sub-account; the body has no id',
    body: saveSubAccountBodySchema,
    responses: { 201: subAccountSchema },
  }),
  updateSubAccount: endpoint({
    method: 'PUT',
    path: '/v1/accountings/companies/:companyId/sub-accounts-company',
    tag,
    summary: 'Change a sub-account; the body has its id',
    body: saveSubAccountBodySchema,
    responses: { 200: subAccountSchema },
  }),
};
