import type { ErrorCode } from '@bilan/contract';

/**
 * The summary of each operation whose route does not give one in its schema, keyed by method and
 * OpenAPI path (openapi.test.ts checks that every key still names a route). A route missing here and
 * in its schema gets its method and path in words.
 */
export const OPERATION_SUMMARIES: Record<string, string> = {
  'GET /v1/referentials/countries': 'The countries served, with their currency and accounting framework',
  'GET /v1/referentials/companies':
    'What a signup chooses from in a country: company types, activities and tax systems',
  'GET /v1/accountings/ref-accounts': 'The reference chart of accounts of a framework (SYSCOHADA or PCG)',
  'GET /v1/accountings/ref-accounts/categories': 'The account classes and categories of a framework',
  'GET /v1/companies/{id}': 'The company, with its country, currency and framework',
  'POST /v1/auth/login/email': 'Log in with email and password: a session token for one company',
  'GET /v1/companies/{companyId}/users': 'The members of the company, with their roles, profiles and active flag',
  'GET /v1/accountings/workFolders/companies/{companyId}': 'The work folders (fiscal years) of the company',
  'GET /v1/accountings/workFolders/{workFolderId}':
    'A work folder with its counts of entries and documents and its totals',
  'GET /v1/accountings/companies/{companyId}/chart-of-accounts':
    'The chart of accounts of the company, with sub-accounts',
  'GET /v1/accountings/companies/{companyId}/accounts-company/{accountId}': 'An account of the company',
  'POST /v1/accountings/companies/{companyId}/accounts-company': 'Create an account of the company',
  'PUT /v1/accountings/companies/{companyId}/accounts-company': 'Change an account: number, label or active flag',
  'POST /v1/accountings/companies/{companyId}/sub-accounts-company':
    'Create a sub-account, or change one when an id is given',
  'PUT /v1/accountings/companies/{companyId}/sub-accounts-company': 'Change a sub-account, or create one without an id',
  'GET /v1/accountings/companies/{companyId}/journals': 'The journals of the company',
  'POST /v1/accountings/companies/{companyId}/journals': 'Create a journal',
  'GET /v1/accountings/workFolders/{workFolderId}/journal':
    'The journal: posted entries and their lines, by page or as a file',
  'GET /v1/accountings/workFolders/{workFolderId}/ledger/verify':
    'Check the hash chain of the posted entries of a work folder',
  'GET /v1/accountings/documents/workFolders/{workFolderId}': 'The documents of a work folder, filtered and by page',
  'POST /v1/accountings/documents/workFolders/{workFolderId}':
    'Create a document (invoice, credit note or journal entry) as a draft',
  'GET /v1/accountings/documents/{documentId}/workFolders/{workFolderId}':
    'A document with its lines, totals and settlement',
  'PUT /v1/accountings/documents/{documentId}/workFolders/{workFolderId}': 'Replace a draft document',
  'DELETE /v1/accountings/documents/{documentId}/workFolders/{workFolderId}': 'Delete a draft document',
  'GET /v1/companies/{companyId}/customers': 'The customers of the company, searched, sorted and by page',
  'POST /v1/companies/{companyId}/customers': 'Create a customer and its sub-account',
  'GET /v1/companies/{companyId}/customers/{id}': 'A customer, with its balance in a work folder',
  'PUT /v1/companies/{companyId}/customers/{id}': 'Change a customer',
  'GET /v1/companies/{companyId}/suppliers': 'The suppliers of the company, searched, sorted and by page',
  'POST /v1/companies/{companyId}/suppliers': 'Create a supplier and its sub-account',
  'GET /v1/companies/{companyId}/suppliers/{id}': 'A supplier, with its balance in a work folder',
  'PUT /v1/companies/{companyId}/suppliers/{id}': 'Change a supplier',
  'GET /v1/accountings/payments/workFolders/{workFolderId}': 'The payments of a work folder, filtered and by page',
  'POST /v1/accountings/payments/workFolders/{workFolderId}': 'Create a payment (receipt or disbursement) as a draft',
  'GET /v1/accountings/payments/{paymentId}/workFolders/{workFolderId}': 'A payment with the documents it settles',
  'PUT /v1/accountings/payments/{paymentId}/workFolders/{workFolderId}': 'Replace a draft payment',
  'DELETE /v1/accountings/payments/{paymentId}/workFolders/{workFolderId}': 'Delete a draft payment',
  'GET /v1/companies/{companyId}/notifications':
    'What needs attention: overdue invoices and bills, stale drafts, a year ending',
  'GET /v1/companies/{companyId}/audit-log': 'The audit log of the company, filtered and by page',
  'GET /v1/companies/{companyId}/settings':
    'The settings of the company: identity on invoices, VAT rates, posting accounts, prefixes',
  'PUT /v1/companies/{companyId}/settings': 'Replace the settings of the company',
  'GET /v1/accountings/workFolders/{workFolderId}/trial-balance': 'The trial balance, on screen or as a file',
  'GET /v1/accountings/workFolders/{workFolderId}/balance-sheet':
    'The balance sheet with the previous year, on screen or as a file',
  'GET /v1/accountings/workFolders/{workFolderId}/income-statement':
    'The income statement with the previous year, on screen or as a file',
  'GET /v1/accountings/workFolders/{workFolderId}/aged-balance': 'The aged balance of customers or suppliers at a date',
  'GET /v1/accountings/workFolders/{workFolderId}/vat-return':
    'The VAT return of a month, a quarter or the whole folder',
  'GET /v1/accountings/workFolders/{workFolderId}/dashboard':
    'The dashboard: revenue, expenses, result, cash, receivables and payables',
  'GET /v1/accountings/workFolders/{workFolderId}/general-ledger':
    'The general ledger, by account, on screen or as a file',
  'GET /v1/accountings/workFolders/{workFolderId}/party-statement':
    'The statement of a customer or supplier over a period',
  'GET /v1/accountings/companies/{companyId}/open-items': 'The unmatched lines of an account at a date',
  'GET /v1/accountings/companies/{companyId}/matchings': 'The matchings (lettrage) of an account',
  'POST /v1/accountings/companies/{companyId}/matchings': 'Match lines of one account whose debits equal their credits',
  'DELETE /v1/accountings/companies/{companyId}/matchings/{matchingId}': 'Undo a matching',
};

/** Codes of the posting rules a document or payment may break when saved or validated. */
const POSTING_ERRORS: ErrorCode[] = [
  'WORK_FOLDER_MUST_BE_OPEN',
  'ENTRY_DATE_OUTSIDE_WORK_FOLDER',
  'ENTRY_DATE_MUST_BE_VALID',
  'AMOUNT_INVALID',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_OUT_OF_RANGE',
  'AMOUNT_MUST_BE_POSITIVE',
  'ACCOUNT_UNKNOWN',
  'ACCOUNT_MUST_BE_POSTABLE',
  'GROUP_ACCOUNT_MUST_NOT_BE_POSTED',
  'SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT',
  'CANCELLATION_DATE_BEFORE_ENTRY',
  'STATE_TRANSITION_NOT_ALLOWED',
];

/**
 * The rules of a domain its operations may answer as broken, by OpenAPI tag: `writes` for POST, PUT
 * and DELETE, `reads` for GET. The guards' and framework's codes are added by openapi.ts.
 */
export const DOMAIN_ERRORS_BY_TAG: Record<string, { reads?: ErrorCode[]; writes?: ErrorCode[] }> = {
  companies: { writes: ['OWNER_EMAIL_ALREADY_USED'] },
  users: { writes: ['USER_ALREADY_MEMBER', 'LAST_OWNER_MUST_REMAIN', 'ONLY_OWNERS_MANAGE_OWNERS'] },
  'work folders': {
    writes: [
      'WORK_FOLDER_MUST_BE_OPEN',
      'WORK_FOLDER_PERIODS_MUST_NOT_OVERLAP',
      'WORK_FOLDER_HAS_ENTRIES',
      'WORK_FOLDER_HAS_DRAFTS',
      'EARLIER_WORK_FOLDER_MUST_BE_CLOSED',
    ],
  },
  'chart of accounts': {
    writes: [
      'ACCOUNT_NUMBER_MUST_BE_VALID',
      'ACCOUNT_NUMBER_ALREADY_USED',
      'ACCOUNT_HAS_POSTINGS',
      'ACCOUNT_UNKNOWN',
      'SUB_ACCOUNT_NUMBER_ALREADY_USED',
    ],
  },
  journals: { writes: ['JOURNAL_CODE_ALREADY_USED'] },
  documents: {
    writes: [
      ...POSTING_ERRORS,
      'DOCUMENT_MUST_BE_DRAFT',
      'DOCUMENT_MUST_BE_VALIDATED',
      'DOCUMENT_HAS_PAYMENTS',
      'ENTRY_MUST_BALANCE',
      'ENTRY_NEEDS_TWO_LINES',
      'ENTRY_LINES_MUST_NOT_EXCEED_LIMIT',
      'LINE_MUST_HAVE_DEBIT_OR_CREDIT',
      'CONTROL_ACCOUNT_NEEDS_PARTY',
      'JOURNAL_UNKNOWN',
      'JOURNAL_MUST_BE_KNOWN',
      'PARTY_UNKNOWN',
      'CREDITED_DOCUMENT_INVALID',
      'CREDIT_NOTE_EXCEEDS_AMOUNT_DUE',
      'SALE_LINE_ACCOUNT_MUST_BE_REVENUE',
      'PURCHASE_LINE_ACCOUNT_MUST_BE_EXPENSE_OR_ASSET',
      'VAT_RATE_NOT_OF_COUNTRY',
      'OPENING_ENTRY_ALREADY_POSTED',
    ],
  },
  customers: { writes: ['PARTY_CODE_ALREADY_USED', 'ACCOUNT_UNKNOWN'] },
  suppliers: { writes: ['PARTY_CODE_ALREADY_USED', 'ACCOUNT_UNKNOWN'] },
  payments: {
    writes: [
      ...POSTING_ERRORS,
      'PAYMENT_MUST_BE_DRAFT',
      'PAYMENT_MUST_BE_VALIDATED',
      'PAYMENT_EXCEEDS_AMOUNT_DUE',
      'PAYMENT_DATE_BEFORE_DOCUMENT_DATE',
      'DOCUMENT_NOT_PAYABLE',
      'TREASURY_ACCOUNT_MUST_MATCH_METHOD',
      'PARTY_UNKNOWN',
    ],
  },
  settings: { writes: ['ACCOUNT_UNKNOWN', 'JOURNAL_UNKNOWN', 'VAT_RATE_NOT_OF_COUNTRY'] },
  reports: { reads: ['REPORT_NOT_AVAILABLE_FOR_FRAMEWORK'] },
  matching: {
    writes: [
      'MATCHING_LINES_MUST_SHARE_ACCOUNT',
      'ACCOUNT_MUST_CARRY_OPEN_ITEMS',
      'LINE_ALREADY_MATCHED',
      'MATCHING_WORK_FOLDER_MUST_BE_OPEN',
    ],
  },
  search: { reads: ['SEARCH_QUERY_REQUIRED'] },
};

/** Codes of one operation beyond its tag's. */
export const DOMAIN_ERRORS_BY_OPERATION: Record<string, ErrorCode[]> = {
  'POST /v1/auth/login/email': ['BAD_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS'],
  'POST /v1/auth/change-password': ['CURRENT_PASSWORD_INCORRECT'],
  'GET /v1/accountings/documents/{documentId}/workFolders/{workFolderId}/pdf': ['DOCUMENT_NOT_PRINTABLE'],
};
