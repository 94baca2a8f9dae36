import { z } from 'zod';
import { PAGE_SIZE_MAX } from './constants.ts';
import { isoDateSchema, uuidSchema } from './fields.ts';
import { amountTextSchema } from './ledger.ts';
import { exportFormatSchema } from './reports.ts';

export const STATEMENT_FORMAT_VALUES = ['CSV', 'OFX', 'CAMT053'] as const;
export const CSV_PRESET_VALUES = ['MTN_MOMO', 'ORANGE_MONEY'] as const;
export const STATEMENT_DATE_FORMATS = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'YYYYMMDD',
] as const;
/** A statement file travels as text in JSON, up to this many characters (about 20,000 lines). */
export const STATEMENT_CONTENT_MAX = 4_000_000;

const columnName = z.string().trim().min(1).max(100);

/** Which CSV column holds what, by header name; `amount`, or `debit` and `credit`, must be named. */
export const csvStatementMappingSchema = z.strictObject({
  separator: z.enum([',', ';', '\t']),
  decimalSeparator: z.enum(['.', ',']),
  dateFormat: z.enum(STATEMENT_DATE_FORMATS),
  headerLine: z.number().int().min(1).max(50).default(1),
  columns: z.strictObject({
    date: columnName,
    label: columnName,
    amount: columnName.nullish(),
    debit: columnName.nullish(),
    credit: columnName.nullish(),
    reference: columnName.nullish(),
    counterpartyPhone: columnName.nullish(),
    balance: columnName.nullish(),
    /** ISO 4217 per line, checked against the account's; without it a column named Currency or Devise is read. */
    currency: columnName.nullish(),
  }),
});
export type CsvStatementMappingBody = z.infer<typeof csvStatementMappingSchema>;

export const importBankStatementBodySchema = z.strictObject({
  treasuryAccountId: uuidSchema,
  format: z.enum(STATEMENT_FORMAT_VALUES),
  content: z.string().min(1).max(STATEMENT_CONTENT_MAX),
  fileName: z.string().trim().max(200).nullish(),
  /** A CSV is read with this mapping, else the preset's, else the one saved for the account. */
  mapping: csvStatementMappingSchema.nullish(),
  preset: z.enum(CSV_PRESET_VALUES).nullish(),
  /** Balances to check the lines against, when the file does not state them. */
  openingBalance: amountTextSchema.nullish(),
  closingBalance: amountTextSchema.nullish(),
  /** Reads and checks the file and answers what would be imported, writing nothing. */
  preview: z.boolean().default(false),
});
export type ImportBankStatementBody = z.infer<typeof importBankStatementBodySchema>;

export const bankStatementSummarySchema = z.object({
  id: z.string(),
  treasuryAccountId: z.string(),
  accountNumber: z.string(),
  format: z.string(),
  fileName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  openingBalance: z.string(),
  closingBalance: z.string(),
  lineCount: z.number().int(),
  reconciledLineCount: z.number().int(),
  createdAt: z.string(),
  /** ISO 4217: the treasury account's currency, which the statement's amounts and balances are in. */
  currency: z.string(),
});
export type BankStatementSummary = z.infer<typeof bankStatementSummarySchema>;

export const bankStatementLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  date: z.string(),
  label: z.string(),
  reference: z.string().nullable(),
  counterpartyPhone: z.string().nullable(),
  /** Signed: money in is positive (a debit of the treasury account in the books). */
  amount: z.string(),
  balanceAfter: z.string(),
  journalLineIds: z.array(z.string()),
});
export type BankStatementLine = z.infer<typeof bankStatementLineSchema>;

export const bankStatementSchema = bankStatementSummarySchema.extend({ lines: z.array(bankStatementLineSchema) });
export type BankStatement = z.infer<typeof bankStatementSchema>;

export const statementPreviewLineSchema = bankStatementLineSchema.omit({ id: true, journalLineIds: true }).extend({
  alreadyImported: z.boolean(),
  /** Which statement of the file the line is of, from 0 (an OFX or CAMT.053 file may hold several). */
  statementIndex: z.number().int(),
});
export type StatementPreviewLine = z.infer<typeof statementPreviewLineSchema>;

/** One statement of an imported file: what it names, its lines added and skipped, its checked balances. */
export const importedStatementSchema = z.object({
  /** Null in a preview, or when every line was imported before. */
  statementId: z.string().nullable(),
  /** The IBAN or account number the statement names, when it names one. */
  accountIdentifier: z.string().nullable(),
  currency: z.string().nullable(),
  importedLineCount: z.number().int(),
  skippedLineCount: z.number().int(),
  openingBalance: z.string(),
  closingBalance: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type ImportedStatement = z.infer<typeof importedStatementSchema>;

/**
 * What an import did (or, previewed, would do), over all the statements of the file: lines added,
 * lines already there, the first opening and the last closing balance; then each statement.
 */
export const bankStatementImportSchema = z.object({
  /** The first statement created. */
  statementId: z.string().nullable(),
  importedLineCount: z.number().int(),
  skippedLineCount: z.number().int(),
  openingBalance: z.string(),
  closingBalance: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The lines read, in a preview; empty once imported. */
  lines: z.array(statementPreviewLineSchema),
  statements: z.array(importedStatementSchema),
});
export type BankStatementImport = z.infer<typeof bankStatementImportSchema>;

export const bankStatementsQuerySchema = z.strictObject({
  treasuryAccountId: uuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
  cursor: uuidSchema.optional(),
});
export const bankStatementListSchema = z.object({
  items: z.array(bankStatementSummarySchema),
  nextCursor: z.string().nullable(),
});
export type BankStatementList = z.infer<typeof bankStatementListSchema>;

export const statementMappingSchema = z.object({ mapping: csvStatementMappingSchema.nullable() });

export const matchStatementLineBodySchema = z.strictObject({
  journalLineIds: z.array(uuidSchema).min(1).max(100),
});
export type MatchStatementLineBody = z.infer<typeof matchStatementLineBodySchema>;

export const createStatementEntryBodySchema = z.strictObject({
  /** The account on the other side; when absent, the account's rule whose pattern the label holds. */
  counterAccountId: uuidSchema.nullish(),
  label: z.string().trim().min(1).max(200).nullish(),
  /** Remembers `pattern` (default: the line's label) → counter-account for the account's next lines. */
  rememberRule: z.boolean().default(true),
  pattern: z.string().trim().min(2).max(100).nullish(),
});
export type CreateStatementEntryBody = z.infer<typeof createStatementEntryBodySchema>;

export const statementEntrySchema = z.object({
  entryId: z.string(),
  entryNumber: z.string(),
  journalLineId: z.string(),
  counterAccountId: z.string(),
  ruleId: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** A journal line of the treasury account not yet reconciled: the books side of a reconciliation. */
export const bookLineSchema = z.object({
  journalLineId: z.string(),
  entryId: z.string(),
  entryNumber: z.string(),
  workFolderId: z.string(),
  date: z.string(),
  label: z.string(),
  /**
   * Debit less credit in the account's currency (a foreign account's: the line's foreign amount, 0 when
   * it has none): money in is positive, as on the statement.
   */
  amount: z.string(),
  /** Debit less credit in the company's currency. */
  companyAmount: z.string(),
});
export type BookLine = z.infer<typeof bookLineSchema>;

export const reconciliationSuggestionSchema = z.object({
  statementLineId: z.string(),
  journalLineId: z.string(),
  score: z.number(),
  dayGap: z.number().int(),
  reasons: z.array(z.enum(['AMOUNT', 'DATE', 'REFERENCE', 'PHONE'])),
});
export type ReconciliationSuggestion = z.infer<typeof reconciliationSuggestionSchema>;

export const statementReconciliationSchema = z.object({
  statement: bankStatementSchema,
  bookLines: z.array(bookLineSchema),
  suggestions: z.array(reconciliationSuggestionSchema),
});
export type StatementReconciliation = z.infer<typeof statementReconciliationSchema>;

export const bankReconciliationQuerySchema = z.strictObject({
  treasuryAccountId: uuidSchema,
  date: isoDateSchema.optional(),
  lang: z.enum(['en', 'fr']).optional(),
  format: exportFormatSchema.optional(),
});

const reconciliationItemSchema = z.object({
  date: z.string(),
  label: z.string(),
  reference: z.string().nullable(),
  amount: z.string(),
});

/**
 * A bank reconciliation at a date: the book balance, less the book items the statement does not
 * show yet, plus the statement items the books do not hold yet, is the statement balance, else the
 * difference is shown (docs/decisions/0012-bank-reconciliation.md).
 */
export const bankReconciliationSchema = z.object({
  treasuryAccountId: z.string(),
  accountNumber: z.string(),
  accountLabel: z.string(),
  date: z.string(),
  /** The account's currency: every amount of the report is in it. */
  currency: z.string(),
  bookBalance: z.string(),
  /** The company's currency and the book balance in it (the ledger's), noted beside the account's. */
  companyCurrency: z.string(),
  companyBookBalance: z.string(),
  statementBalance: z.string(),
  reconciledItems: z.array(
    reconciliationItemSchema.extend({ statementLineId: z.string(), entryNumbers: z.array(z.string()) }),
  ),
  outstandingBookItems: z.array(
    reconciliationItemSchema.extend({ journalLineId: z.string(), entryNumber: z.string() }),
  ),
  outstandingStatementItems: z.array(reconciliationItemSchema.extend({ statementLineId: z.string() })),
  outstandingBookTotal: z.string(),
  outstandingStatementTotal: z.string(),
  /** Book balance − outstanding book items + outstanding statement items. */
  adjustedBookBalance: z.string(),
  /** Statement balance − adjusted book balance: zero when the reconciliation balances. */
  difference: z.string(),
  balanced: z.boolean(),
});
export type BankReconciliationReport = z.infer<typeof bankReconciliationSchema>;
