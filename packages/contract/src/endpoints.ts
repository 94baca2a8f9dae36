import { accountsEndpoints } from './endpoints/accounts.ts';
import { attachmentsEndpoints } from './endpoints/attachments.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { bankStatementsEndpoints } from './endpoints/bank-statements.ts';
import { companiesEndpoints } from './endpoints/companies.ts';
import { companyEndpoints } from './endpoints/company.ts';
import { currenciesEndpoints } from './endpoints/currencies.ts';
import { documentsEndpoints } from './endpoints/documents.ts';
import { eInvoicesEndpoints } from './endpoints/e-invoices.ts';
import { fixedAssetsEndpoints } from './endpoints/fixed-assets.ts';
import { foreignLoansEndpoints } from './endpoints/foreign-loans.ts';
import { ledgerEndpoints } from './endpoints/ledger.ts';
import { mailsEndpoints } from './endpoints/mails.ts';
import { matchingEndpoints } from './endpoints/matching.ts';
import { partiesEndpoints } from './endpoints/parties.ts';
import { paymentsEndpoints } from './endpoints/payments.ts';
import { referentialsEndpoints } from './endpoints/referentials.ts';
import { reportsEndpoints } from './endpoints/reports.ts';
import { treasuryAccountsEndpoints } from './endpoints/treasury-accounts.ts';
import { treasuryTransfersEndpoints } from './endpoints/treasury-transfers.ts';
import { usersEndpoints } from './endpoints/users.ts';
import { vatReturnsEndpoints } from './endpoints/vat-returns.ts';
import { workFoldersEndpoints } from './endpoints/work-folders.ts';
import { yearEndEndpoints } from './endpoints/year-end.ts';

export { customerEndpoints, supplierEndpoints } from './endpoints/parties.ts';

/**
 * Every operation of the API, by name: the routes of apps/api register these and the web client
 * calls them (docs/decisions/0014-one-endpoint-table.md).
 */
export const endpoints = {
  ...authEndpoints,
  ...usersEndpoints,
  ...companiesEndpoints,
  ...companyEndpoints,
  ...referentialsEndpoints,
  ...workFoldersEndpoints,
  ...accountsEndpoints,
  ...ledgerEndpoints,
  ...documentsEndpoints,
  ...partiesEndpoints,
  ...paymentsEndpoints,
  ...treasuryAccountsEndpoints,
  ...treasuryTransfersEndpoints,
  ...foreignLoansEndpoints,
  ...currenciesEndpoints,
  ...reportsEndpoints,
  ...matchingEndpoints,
  ...bankStatementsEndpoints,
  ...yearEndEndpoints,
  ...vatReturnsEndpoints,
  ...fixedAssetsEndpoints,
  ...attachmentsEndpoints,
  ...eInvoicesEndpoints,
  ...mailsEndpoints,
};
export type EndpointName = keyof typeof endpoints;
