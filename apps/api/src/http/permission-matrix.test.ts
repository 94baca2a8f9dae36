import { ROLES, type Role } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loginAs, MEMBER_PASSWORD } from '../testing/members.ts';
import {
  call,
  createTestContext,
  errorOf,
  signUpAndLogin,
  TEST_PASSWORD,
  type TestContext,
} from '../testing/test-app.ts';
import { listRouteDecisions } from './access.ts';

type Allowed = 'public' | readonly Role[];

const EVERYONE = ROLES;
const BOOKKEEPERS: readonly Role[] = ['OWNER', 'ADMIN', 'ACCOUNTANT'];
const MANAGERS: readonly Role[] = ['OWNER', 'ADMIN'];

/**
 * Who may call each `/v1` route: the one table of the access decisions. A route registered without
 * a row here (or a row without its route) fails the first test, so every new route needs a decision.
 */
const MATRIX: Record<string, Allowed> = {
  'GET /v1/referentials/countries': 'public',
  'GET /v1/referentials/companies': 'public',
  'GET /v1/referentials/currencies': 'public',
  'GET /v1/accountings/ref-accounts': 'public',
  'GET /v1/accountings/ref-accounts/categories': 'public',
  'POST /v1/companies': 'public',
  'POST /v1/auth/login/email': 'public',
  'POST /v1/auth/password-reset': 'public',
  'POST /v1/auth/password-reset/confirm': 'public',

  'POST /v1/auth/change-password': EVERYONE,
  'POST /v1/auth/logout': EVERYONE,
  'GET /v1/auth/companies': EVERYONE,
  'POST /v1/auth/switch-company': EVERYONE,
  'GET /v1/auth/invitations': EVERYONE,
  'POST /v1/auth/invitations/:invitationId/accept': EVERYONE,
  'POST /v1/auth/invitations/:invitationId/decline': EVERYONE,
  'GET /v1/companies/:id': EVERYONE,
  'GET /v1/companies/:companyId/notifications': EVERYONE,
  'GET /v1/companies/:companyId/audit-log': MANAGERS,
  'GET /v1/companies/:companyId/settings': EVERYONE,
  'PUT /v1/companies/:companyId/settings': MANAGERS,
  'GET /v1/companies/:companyId/search': EVERYONE,

  'GET /v1/companies/:companyId/users': EVERYONE,
  'POST /v1/companies/:companyId/users': MANAGERS,
  'PUT /v1/companies/:companyId/users/:userId': MANAGERS,
  'GET /v1/companies/:companyId/subsidiaries': EVERYONE,
  'POST /v1/companies/:companyId/subsidiaries': MANAGERS,

  'GET /v1/accountings/workFolders/companies/:companyId': EVERYONE,
  'POST /v1/accountings/workFolders/companies/:companyId': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/close': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/appropriation': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/appropriation': BOOKKEEPERS,

  'GET /v1/accountings/companies/:companyId/chart-of-accounts': EVERYONE,
  'GET /v1/accountings/companies/:companyId/accounts-company/:accountId': EVERYONE,
  'POST /v1/accountings/companies/:companyId/accounts-company': BOOKKEEPERS,
  'PUT /v1/accountings/companies/:companyId/accounts-company': BOOKKEEPERS,
  'POST /v1/accountings/companies/:companyId/sub-accounts-company': BOOKKEEPERS,
  'PUT /v1/accountings/companies/:companyId/sub-accounts-company': BOOKKEEPERS,
  'GET /v1/accountings/companies/:companyId/journals': EVERYONE,
  'POST /v1/accountings/companies/:companyId/journals': BOOKKEEPERS,

  'GET /v1/accountings/documents/workFolders/:workFolderId': EVERYONE,
  'POST /v1/accountings/documents/workFolders/:workFolderId': BOOKKEEPERS,
  'GET /v1/accountings/documents/:documentId/workFolders/:workFolderId': EVERYONE,
  'GET /v1/accountings/documents/:documentId/workFolders/:workFolderId/pdf': EVERYONE,
  'PUT /v1/accountings/documents/:documentId/workFolders/:workFolderId': BOOKKEEPERS,
  'DELETE /v1/accountings/documents/:documentId/workFolders/:workFolderId': BOOKKEEPERS,
  'POST /v1/accountings/documents/:documentId/workFolders/:workFolderId/state/:state': BOOKKEEPERS,
  'GET /v1/accountings/documents/:documentId/workFolders/:workFolderId/factur-x': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/e-invoices': BOOKKEEPERS,
  'GET /v1/accountings/companies/:companyId/attachments': EVERYONE,
  'POST /v1/accountings/companies/:companyId/attachments': BOOKKEEPERS,
  'GET /v1/accountings/companies/:companyId/attachments/:attachmentId/content': EVERYONE,
  'DELETE /v1/accountings/companies/:companyId/attachments/:attachmentId': BOOKKEEPERS,

  'GET /v1/accountings/documents/:documentId/workFolders/:workFolderId/mail-draft': EVERYONE,
  'POST /v1/accountings/documents/:documentId/workFolders/:workFolderId/mails': BOOKKEEPERS,
  'GET /v1/accountings/documents/:documentId/workFolders/:workFolderId/mails': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/invoice-mails': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/invoice-mails/preview': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/party-statement/mail-draft': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/party-statement/mails': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/customers/:customerId/reminder-letter/mail-draft': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/customers/:customerId/reminder-letter/mails': BOOKKEEPERS,
  'GET /v1/accountings/parties/:partyId/mails': EVERYONE,

  'GET /v1/companies/:companyId/customers': EVERYONE,
  'POST /v1/companies/:companyId/customers': BOOKKEEPERS,
  'GET /v1/companies/:companyId/customers/control-accounts': EVERYONE,
  'GET /v1/companies/:companyId/customers/:id': EVERYONE,
  'PUT /v1/companies/:companyId/customers/:id': BOOKKEEPERS,
  'GET /v1/companies/:companyId/suppliers': EVERYONE,
  'POST /v1/companies/:companyId/suppliers': BOOKKEEPERS,
  'GET /v1/companies/:companyId/suppliers/control-accounts': EVERYONE,
  'GET /v1/companies/:companyId/suppliers/:id': EVERYONE,
  'PUT /v1/companies/:companyId/suppliers/:id': BOOKKEEPERS,

  'GET /v1/accountings/payments/workFolders/:workFolderId': EVERYONE,
  'POST /v1/accountings/payments/workFolders/:workFolderId': BOOKKEEPERS,
  'GET /v1/accountings/payments/:paymentId/workFolders/:workFolderId': EVERYONE,
  'PUT /v1/accountings/payments/:paymentId/workFolders/:workFolderId': BOOKKEEPERS,
  'DELETE /v1/accountings/payments/:paymentId/workFolders/:workFolderId': BOOKKEEPERS,
  'POST /v1/accountings/payments/:paymentId/workFolders/:workFolderId/state/:state': BOOKKEEPERS,
  'GET /v1/accountings/advances/workFolders/:workFolderId': EVERYONE,
  'POST /v1/accountings/advances/workFolders/:workFolderId': BOOKKEEPERS,
  'POST /v1/accountings/advances/:paymentId/workFolders/:workFolderId/uses': BOOKKEEPERS,
  'GET /v1/accountings/treasury-transfers/workFolders/:workFolderId': EVERYONE,
  'POST /v1/accountings/treasury-transfers/workFolders/:workFolderId': BOOKKEEPERS,
  'GET /v1/accountings/treasury-transfers/:transferId/workFolders/:workFolderId': EVERYONE,
  'PUT /v1/accountings/treasury-transfers/:transferId/workFolders/:workFolderId': BOOKKEEPERS,
  'DELETE /v1/accountings/treasury-transfers/:transferId/workFolders/:workFolderId': BOOKKEEPERS,
  'POST /v1/accountings/treasury-transfers/:transferId/workFolders/:workFolderId/state/:state': BOOKKEEPERS,
  'GET /v1/accountings/foreign-loans/workFolders/:workFolderId': EVERYONE,
  'POST /v1/accountings/foreign-loans/workFolders/:workFolderId': BOOKKEEPERS,
  'GET /v1/accountings/foreign-loans/:loanId/workFolders/:workFolderId': EVERYONE,
  'POST /v1/accountings/foreign-loans/:loanId/workFolders/:workFolderId/repayments': BOOKKEEPERS,
  'POST /v1/accountings/foreign-loans/:loanId/workFolders/:workFolderId/cancel': BOOKKEEPERS,
  'POST /v1/accountings/foreign-loans/:loanId/workFolders/:workFolderId/repayments/:repaymentId/cancel': BOOKKEEPERS,

  'GET /v1/accountings/workFolders/:workFolderId/journal': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/journal-counters': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/ledger/verify': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/trial-balance': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/balance-sheet': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/income-statement': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/aged-balance': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/customers/:customerId/reminder-letter': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/vat-return': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/month-close': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/year-end': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/cash-flow-statement': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/notes': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/liasse': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/liasse/adjustments': EVERYONE,
  'PUT /v1/accountings/workFolders/:workFolderId/liasse/adjustments/:adjustmentId': BOOKKEEPERS,
  'DELETE /v1/accountings/workFolders/:workFolderId/liasse/adjustments/:adjustmentId': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/annual-package': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/vat-periods': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/vat-returns': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/vat-returns/:vatReturnId': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/vat-returns/:vatReturnId/payments': BOOKKEEPERS,
  'POST /v1/accountings/workFolders/:workFolderId/vat-returns/:vatReturnId/refund-claims': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/dashboard': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/fec': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/general-ledger': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/party-statement': EVERYONE,

  'GET /v1/accountings/companies/:companyId/open-items': EVERYONE,
  'GET /v1/accountings/companies/:companyId/matchings': EVERYONE,
  'GET /v1/accountings/companies/:companyId/matchings/suggestions': EVERYONE,
  'POST /v1/accountings/companies/:companyId/matchings': BOOKKEEPERS,
  'DELETE /v1/accountings/companies/:companyId/matchings/:matchingId': BOOKKEEPERS,

  'GET /v1/accountings/companies/:companyId/bank-statements': EVERYONE,
  'POST /v1/accountings/companies/:companyId/bank-statements': BOOKKEEPERS,
  'GET /v1/accountings/companies/:companyId/bank-statement-mappings/:treasuryAccountId': EVERYONE,
  'GET /v1/accountings/companies/:companyId/bank-statements/:statementId': EVERYONE,
  'GET /v1/accountings/companies/:companyId/bank-statements/:statementId/reconciliation': EVERYONE,
  'POST /v1/accountings/companies/:companyId/bank-statements/:statementId/lines/:lineId/match': BOOKKEEPERS,
  'POST /v1/accountings/companies/:companyId/bank-statements/:statementId/lines/:lineId/entry': BOOKKEEPERS,
  'GET /v1/accountings/companies/:companyId/treasury-accounts': EVERYONE,
  'PUT /v1/accountings/companies/:companyId/treasury-accounts/:accountId': MANAGERS,
  'GET /v1/accountings/companies/:companyId/exchange-rates': EVERYONE,
  'GET /v1/accountings/companies/:companyId/exchange-rates/on': EVERYONE,
  'POST /v1/accountings/companies/:companyId/exchange-rates': BOOKKEEPERS,
  'POST /v1/accountings/companies/:companyId/exchange-rates/import': BOOKKEEPERS,
  'DELETE /v1/accountings/companies/:companyId/exchange-rates/:rateId': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/bank-reconciliation': EVERYONE,
  'GET /v1/accountings/companies/:companyId/fixed-asset-categories': EVERYONE,
  'PUT /v1/accountings/companies/:companyId/fixed-asset-categories/:categoryId': MANAGERS,
  'GET /v1/accountings/workFolders/:workFolderId/fixed-assets': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/fixed-assets': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/fixed-assets/bill-lines': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/fixed-assets/import': BOOKKEEPERS,
  'POST /v1/accountings/workFolders/:workFolderId/fixed-assets/depreciation': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/fixed-assets/:assetId': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/fixed-assets/:assetId/disposal': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/year-end/steps': EVERYONE,
  'GET /v1/accountings/workFolders/:workFolderId/year-end/currency-revaluation': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/year-end/currency-revaluation': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/year-end/accruals': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/year-end/accruals': BOOKKEEPERS,
  'POST /v1/accountings/companies/:companyId/accrual-reversals': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/year-end/doubtful-receivables': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/year-end/doubtful-receivables': BOOKKEEPERS,
  'POST /v1/accountings/workFolders/:workFolderId/year-end/doubtful-receivables/:receivableId/allowance': BOOKKEEPERS,
  'POST /v1/accountings/workFolders/:workFolderId/year-end/doubtful-receivables/:receivableId/write-off': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/year-end/stocks': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/year-end/stocks': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/year-end/provisions': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/year-end/provisions': BOOKKEEPERS,
  'GET /v1/accountings/workFolders/:workFolderId/year-end/income-tax': EVERYONE,
  'POST /v1/accountings/workFolders/:workFolderId/year-end/income-tax': BOOKKEEPERS,
};

const MISSING_ID = '0190f1a0-0000-7000-8000-00000000beef';

let context: TestContext;
let companyId: string;
const tokens = new Map<Role, string>();
const logins = new Map<Role, { email: string; password: string }>();

beforeAll(async () => {
  context = await createTestContext();
  const owner = await signUpAndLogin(context.app);
  companyId = owner.companyId;
  tokens.set('OWNER', owner.token);
  logins.set('OWNER', { email: owner.email, password: TEST_PASSWORD });
  for (const role of ROLES.filter((role) => role !== 'OWNER')) {
    const member = await addMember(context.app, owner, [role]);
    tokens.set(role, member.token);
    logins.set(role, { email: member.email, password: MEMBER_PASSWORD });
  }
});
afterAll(() => context.close());

/**
 * The route's URL for the test company. Other ids are made up, and bodies are empty: a permitted
 * call may still fail on them (400, 404), but never as a refused permission, which is checked first.
 */
function urlFor(route: string): string {
  return route
    .replace('/v1/companies/:id', `/v1/companies/${companyId}`)
    .replace(':companyId', companyId)
    .replace(':state', 'VALIDATED')
    .replace(/:[A-Za-z]+/g, MISSING_ID);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('permission matrix', () => {
  it('has exactly one decision for every registered /v1 route', () => {
    const registered = listRouteDecisions(context.app).map((route) => `${route.method} ${route.url}`);
    expect([...registered].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries(MATRIX))('%s is allowed to %j only', async (route, allowed) => {
    const [method, path] = route.split(' ') as [Method, string];
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const role of ROLES) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const response = await call(context.app, method, urlFor(path), body, { token: tokens.get(role) ?? '' });
      const refused = response.statusCode === 401 || response.statusCode === 403;
      outcomes[role] = refused ? `${response.statusCode} ${errorOf(response).code}` : 'allowed';
      const login = logins.get(role);
      // A logout revokes the role's token: the following routes get a new one.
      if (route === 'POST /v1/auth/logout' && login) {
        tokens.set(role, (await loginAs(context.app, login.email, login.password, companyId)).token);
      }
      expected[role] = allowed === 'public' || allowed.includes(role) ? 'allowed' : '403 PERMISSION_DENIED';
    }
    expect(outcomes).toEqual(expected);
  });
});
