import { endpoint } from '../endpoint.ts';
import {
  saveTreasuryAccountBodySchema,
  treasuryAccountListSchema,
  treasuryAccountSchema,
  treasuryAccountsQuerySchema,
} from '../treasury-accounts.ts';

const tag = 'payments';
const treasuryAccounts = '/v1/accountings/companies/:companyId/treasury-accounts';

export const treasuryAccountsEndpoints = {
  treasuryAccounts: endpoint({
    method: 'GET',
    path: treasuryAccounts,
    tag,
    summary: 'The treasury accounts (class 5) by page: kind, journal, currency and the account their statements name',
    query: treasuryAccountsQuerySchema,
    responses: { 200: treasuryAccountListSchema },
  }),
  saveTreasuryAccount: endpoint({
    method: 'PUT',
    path: `${treasuryAccounts}/:accountId`,
    tag,
    summary: 'Sets a treasury account’s kind, currency and IBAN; a mobile-money wallet gets a journal of its own',
    body: saveTreasuryAccountBodySchema,
    responses: { 200: treasuryAccountSchema },
  }),
};
