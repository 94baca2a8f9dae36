import type { ErrorCode } from '@bilan/contract';

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
  'PERIOD_FILED',
];

/**
 * The rules of a domain its operations may answer as broken, by OpenAPI tag: `writes` for POST, PUT
 * and DELETE, `reads` for GET. The guards' and framework's codes are added by openapi.ts.
 */
export const DOMAIN_ERRORS_BY_TAG: Record<string, { reads?: ErrorCode[]; writes?: ErrorCode[] }> = {
  companies: { writes: ['OWNER_EMAIL_ALREADY_USED'] },
  users: { writes: ['USER_ALREADY_MEMBER', 'LAST_OWNER_MUST_REMAIN', 'ONLY_OWNERS_MANAGE_OWNERS'] },
  'work folders': {
    reads: ['APPROPRIATION_WORK_FOLDER_MUST_BE_CLOSED'],
    writes: [
      'WORK_FOLDER_MUST_BE_OPEN',
      'WORK_FOLDER_PERIODS_MUST_NOT_OVERLAP',
      'WORK_FOLDER_HAS_ENTRIES',
      'WORK_FOLDER_HAS_DRAFTS',
      'EARLIER_WORK_FOLDER_MUST_BE_CLOSED',
      'APPROPRIATION_WORK_FOLDER_MUST_BE_CLOSED',
      'APPROPRIATION_RESULT_MUST_BE_PENDING',
      'APPROPRIATION_ALREADY_BOOKED',
      'APPROPRIATION_DATE_OUTSIDE_NEXT_WORK_FOLDER',
      'APPROPRIATION_MUST_ADD_UP',
      'APPROPRIATION_MUST_FUND_LEGAL_RESERVE',
      'APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE',
      'AMOUNT_INVALID',
      'AMOUNT_TOO_PRECISE',
      'AMOUNT_OUT_OF_RANGE',
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
  'vat returns': {
    writes: [
      ...POSTING_ERRORS,
      'VAT_RETURN_ALREADY_FILED',
      'VAT_RETURN_OUT_OF_ORDER',
      'VAT_PAYMENT_EXCEEDS_DUE',
      'VAT_REFUND_EXCEEDS_CREDIT',
      'TREASURY_ACCOUNT_MUST_MATCH_METHOD',
    ],
  },
  'fixed assets': {
    writes: [
      ...POSTING_ERRORS,
      'DEPRECIATION_METHOD_NOT_ALLOWED',
      'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER',
      'FIXED_ASSET_ACCOUNT_INVALID',
      'FIXED_ASSET_LINE_NOT_ELIGIBLE',
      'FIXED_ASSET_LINE_ALREADY_REGISTERED',
      'FIXED_ASSET_ALREADY_DISPOSED',
      'ACCOUNT_NUMBER_MUST_BE_VALID',
      'ACCOUNT_IS_GROUP',
    ],
  },
};

/** Codes of one operation beyond its tag's. */
export const DOMAIN_ERRORS_BY_OPERATION: Record<string, ErrorCode[]> = {
  'POST /v1/auth/login/email': ['BAD_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS'],
  'POST /v1/auth/change-password': ['CURRENT_PASSWORD_INCORRECT'],
  'GET /v1/accountings/documents/{documentId}/workFolders/{workFolderId}/pdf': ['DOCUMENT_NOT_PRINTABLE'],
};
