import { z } from 'zod';
import { PAGE_SIZE_MAX } from './constants.ts';
import { isoDateSchema, optionalText, requiredText, uuidSchema } from './fields.ts';

/** A decimal amount as text ("150000", "12.50"); the currency's scale is checked by the API. */
export const amountTextSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,16}(\.\d{1,6})?$/, { error: 'AMOUNT_INVALID' });

/** A page of a list ordered by id: the cursor is the id of the last item of the previous page. */
export const paginationQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
  cursor: z.uuid({ error: 'CURSOR_INVALID' }).optional(),
});

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });
}

// --- work folders ---------------------------------------------------------------------------------

export const saveWorkFolderBodySchema = z.strictObject({
  id: uuidSchema.nullish(),
  companyId: uuidSchema.nullish(),
  name: requiredText('NAME_REQUIRED', 100),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type SaveWorkFolderBody = z.infer<typeof saveWorkFolderBodySchema>;

// --- journals -------------------------------------------------------------------------------------

/** MOBILE_MONEY: the journal of one mobile-money wallet (each wallet has its own, docs/decisions). */
export const JOURNAL_TYPES = ['SALES', 'PURCHASES', 'BANK', 'CASH', 'MOBILE_MONEY', 'MISC', 'OPENING'] as const;
export const journalTypeSchema = z.enum(JOURNAL_TYPES);

export const journalSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  type: journalTypeSchema,
  isSystem: z.boolean(),
});
export type Journal = z.infer<typeof journalSchema>;

/** The last number each journal gave in a work folder (0 before its first entry). */
export const journalCountersSchema = z.object({
  items: z.array(z.object({ journalId: z.string(), lastNumber: z.number().int() })),
});
export type JournalCounters = z.infer<typeof journalCountersSchema>;

export const createJournalBodySchema = z.strictObject({
  code: requiredText('CODE_REQUIRED', 6)
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,6}$/, { error: 'JOURNAL_CODE_INVALID' }),
  label: requiredText('LABEL_REQUIRED', 100),
  type: journalTypeSchema,
});
export type CreateJournalBody = z.infer<typeof createJournalBodySchema>;

// --- chart of accounts ----------------------------------------------------------------------------

export const subAccountSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  number: z.string(),
  label: z.string(),
  partyId: z.string().nullable(),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

export const companyAccountSchema = z.object({
  id: z.string(),
  number: z.string(),
  label: z.string(),
  class: z.string(),
  parentNumber: z.string().nullable(),
  nature: z.string(),
  isGroup: z.boolean(),
  refAccountNumber: z.string().nullable(),
  active: z.boolean(),
  /** Whether its lines are open items that can be matched (by default 40x, 41x, 42x, 47x). */
  openItems: z.boolean(),
  hasPostings: z.boolean(),
  subAccounts: z.array(subAccountSchema),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;

export const chartOfAccountsSchema = z.array(
  z.object({ class: z.string(), label: z.string(), accounts: z.array(companyAccountSchema) }),
);
export type ChartOfAccounts = z.infer<typeof chartOfAccountsSchema>;

/** `?fields=compact` of the chart: what an editor's account pickers need (docs/decisions/0007-slow-networks.md). */
export const CHART_FIELDS = ['compact'] as const;
/**
 * fields=compact: the editors' chart (numbers, labels, flags, sub-accounts), about two thirds of the size;
 * class=7: the accounts of one class only (an invoice's lines go to class 7, a bill's to class 6), a
 * tenth of the size.
 */
export const chartQuerySchema = z.strictObject({
  fields: z.enum(CHART_FIELDS).optional(),
  class: z
    .string()
    .regex(/^[1-9]$/, { error: 'ACCOUNT_CLASS_INVALID' })
    .optional(),
});

/**
 * An account of the compact chart: its number, its label in the user's language, its flags and its
 * sub-accounts; none of the reference-chart and posting details of the chart of accounts screen.
 */
export const compactAccountSchema = companyAccountSchema
  .pick({ id: true, number: true, label: true, active: true, isGroup: true, openItems: true })
  .extend({ subAccounts: z.array(subAccountSchema.omit({ accountId: true })) });
export type CompactAccount = z.infer<typeof compactAccountSchema>;

export const compactChartSchema = z.array(
  z.object({ class: z.string(), label: z.string(), accounts: z.array(compactAccountSchema) }),
);
export type CompactChart = z.infer<typeof compactChartSchema>;

const accountNumberSchema = requiredText('NUMBER_REQUIRED', 12).regex(/^\d{2,12}$/, {
  error: 'ACCOUNT_NUMBER_INVALID',
});

export const createAccountBodySchema = z.strictObject({
  number: accountNumberSchema,
  label: requiredText('LABEL_REQUIRED', 200),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

export const updateAccountBodySchema = z.strictObject({
  id: uuidSchema,
  number: accountNumberSchema,
  label: requiredText('LABEL_REQUIRED', 200),
  active: z.boolean().default(true),
  /** Left out: unchanged. */
  openItems: z.boolean().optional(),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export const saveSubAccountBodySchema = z.strictObject({
  id: uuidSchema.nullish(),
  accountId: uuidSchema,
  number: requiredText('NUMBER_REQUIRED', 20)
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,20}$/, { error: 'SUB_ACCOUNT_NUMBER_INVALID' }),
  label: requiredText('LABEL_REQUIRED', 200),
});
export type SaveSubAccountBody = z.infer<typeof saveSubAccountBodySchema>;

// --- accounting documents -------------------------------------------------------------------------

export const DOCUMENT_TYPES = [
  'JOURNAL_ENTRY',
  'SALE_INVOICE',
  'SALE_CREDIT_NOTE',
  'PURCHASE_INVOICE',
  'PURCHASE_CREDIT_NOTE',
] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const DOCUMENT_STATES = ['DRAFT', 'VALIDATED', 'CANCELLED'] as const;
export const documentStateSchema = z.enum(DOCUMENT_STATES);

/**
 * The query of a state change of a document or payment: CANCELLED posts the reversal dated
 * `cancellationDate` (today when absent), never on the original's date, so a declared month keeps its figures.
 */
export const stateChangeQuerySchema = z.strictObject({ cancellationDate: isoDateSchema.optional() });
export type StateChangeQuery = z.infer<typeof stateChangeQuerySchema>;
export type DocumentState = z.infer<typeof documentStateSchema>;

export const MAX_DOCUMENT_LINES = 500;

export const journalEntryLineBodySchema = z.strictObject({
  accountId: uuidSchema,
  subAccountId: uuidSchema.nullish(),
  label: optionalText(200),
  debit: amountTextSchema.nullish(),
  credit: amountTextSchema.nullish(),
});
export type JournalEntryLineBody = z.infer<typeof journalEntryLineBodySchema>;

export const journalEntryDocumentBodySchema = z.strictObject({
  type: z.literal('JOURNAL_ENTRY'),
  date: isoDateSchema,
  label: optionalText(200),
  reference: optionalText(100),
  journalCode: z.string().trim().toUpperCase().max(6).nullish(),
  lines: z.array(journalEntryLineBodySchema).max(MAX_DOCUMENT_LINES, { error: 'TOO_MANY_LINES' }),
});

export const INVOICE_TYPES = ['SALE_INVOICE', 'SALE_CREDIT_NOTE', 'PURCHASE_INVOICE', 'PURCHASE_CREDIT_NOTE'] as const;
export const invoiceTypeSchema = z.enum(INVOICE_TYPES);
export type InvoiceType = z.infer<typeof invoiceTypeSchema>;

/** A quantity with up to four decimals ("3", "2.5", "0.0125"). */
export const quantityTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, { error: 'QUANTITY_INVALID' });

/** A rate in percent with up to two decimals ("19.25"). */
export const rateTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'RATE_INVALID' });

/**
 * How a purchase's VAT is borne: invoiced by the supplier (DOMESTIC) or reverse-charged by the buyer —
 * an intra-EU acquisition of goods, a service of CGI art. 283-2, an import (France).
 */
export const VAT_TREATMENTS = ['DOMESTIC', 'INTRA_EU_ACQUISITION', 'REVERSE_CHARGE_SERVICES', 'IMPORT'] as const;
export const vatTreatmentSchema = z.enum(VAT_TREATMENTS, { error: 'VAT_TREATMENT_INVALID' });
export type VatTreatment = z.infer<typeof vatTreatmentSchema>;

/** Goods or services: in France, VAT on services is due when paid. Absent: read from the line's account. */
export const SUPPLY_KINDS = ['GOODS', 'SERVICES'] as const;
export const supplyKindSchema = z.enum(SUPPLY_KINDS, { error: 'SUPPLY_KIND_INVALID' });
export type SupplyKind = z.infer<typeof supplyKindSchema>;

export const invoiceLineBodySchema = z.strictObject({
  description: requiredText('DESCRIPTION_REQUIRED', 500),
  /** The revenue (sales) or expense (purchases) account; the company default when absent. */
  accountId: uuidSchema.nullish(),
  quantity: quantityTextSchema,
  unitPrice: amountTextSchema,
  vatRate: rateTextSchema,
  discountRate: rateTextSchema.nullish(),
  supplyKind: supplyKindSchema.nullish(),
});
export type InvoiceLineBody = z.infer<typeof invoiceLineBodySchema>;

export const invoiceDocumentBodySchema = z.strictObject({
  type: invoiceTypeSchema,
  date: isoDateSchema,
  /** The party's payment terms give it when absent. */
  dueDate: isoDateSchema.nullish(),
  partyId: uuidSchema,
  reference: optionalText(100),
  label: optionalText(200),
  creditedDocumentId: uuidSchema.nullish(),
  /** Purchases of a French company only; absent: DOMESTIC. */
  vatTreatment: vatTreatmentSchema.nullish(),
  /**
   * ISO 4217: the currency of the prices; absent, the party's, else the company's. A foreign one takes
   * the rate of the document's date (422 EXCHANGE_RATE_MISSING without one).
   */
  currency: z.string().trim().toUpperCase().min(1).max(8).nullish(),
  lines: z.array(invoiceLineBodySchema).max(MAX_DOCUMENT_LINES, { error: 'TOO_MANY_LINES' }),
});
export type InvoiceDocumentBody = z.infer<typeof invoiceDocumentBodySchema>;

/** The document request: a journal entry, or an invoice or credit note of sales or purchases. */
export const documentBodySchema = z.discriminatedUnion('type', [
  journalEntryDocumentBodySchema,
  invoiceDocumentBodySchema,
]);
export type DocumentBody = z.infer<typeof documentBodySchema>;

export const SETTLEMENTS = ['UNPAID', 'PARTIALLY_PAID', 'PAID'] as const;
export const settlementSchema = z.enum(SETTLEMENTS);
export type Settlement = z.infer<typeof settlementSchema>;

/** Journal-entry lines fill account, debit and credit; invoice lines fill the rest. */
export const documentLineSchema = z.object({
  id: z.string(),
  accountId: z.string().nullable(),
  accountNumber: z.string().nullable(),
  subAccountId: z.string().nullable(),
  subAccountNumber: z.string().nullable(),
  label: z.string().nullable(),
  debit: z.string().nullable(),
  credit: z.string().nullable(),
  quantity: z.string().nullable(),
  unitPrice: z.string().nullable(),
  vatRate: z.string().nullable(),
  discountRate: z.string().nullable(),
  excludingTax: z.string().nullable(),
  vat: z.string().nullable(),
  includingTax: z.string().nullable(),
  /** Invoice lines: what the line is, as said or read from its account. */
  supplyKind: supplyKindSchema.nullable(),
});

/**
 * What an invoice's payer withholds or declares apart: the précompte (Cameroon) at its rate on the
 * amount without VAT, the VAT a withholding-agent customer keeps, the VAT the buyer reverse-charges;
 * `payable` is what the party pays or is paid, the amount including tax less those.
 */
export const invoiceDuesSchema = z.object({
  precompteRate: z.string(),
  vatWithheldRate: z.string(),
  precompte: z.string(),
  vatWithheld: z.string(),
  selfAssessedVat: z.string(),
  payable: z.string(),
});
export type InvoiceDues = z.infer<typeof invoiceDuesSchema>;

export const vatBreakdownRowSchema = z.object({
  vatRate: z.string(),
  excludingTax: z.string(),
  vat: z.string(),
  includingTax: z.string(),
});
export type VatBreakdownRow = z.infer<typeof vatBreakdownRowSchema>;

export const documentSchema = z.object({
  id: z.string(),
  workFolderId: z.string(),
  type: documentTypeSchema,
  state: documentStateSchema,
  date: z.string(),
  dueDate: z.string().nullable(),
  partyId: z.string().nullable(),
  reference: z.string().nullable(),
  label: z.string().nullable(),
  journalCode: z.string(),
  creditedDocumentId: z.string().nullable(),
  number: z.string().nullable(),
  lines: z.array(documentLineSchema),
  totals: z.object({
    debit: z.string(),
    credit: z.string(),
    excludingTax: z.string().nullable(),
    vat: z.string().nullable(),
    includingTax: z.string().nullable(),
  }),
  /**
   * Invoices and credit notes: one row per VAT rate, lowest first. A rate's VAT is the rate applied to
   * its net total, rounded once; the totals are the sums of these rows. Journal entries: empty.
   */
  vatBreakdown: z.array(vatBreakdownRowSchema),
  /** Invoices and credit notes: DOMESTIC or a reverse charge; journal entries: null. */
  vatTreatment: vatTreatmentSchema.nullable(),
  /** Invoices and credit notes: withholdings and reverse charge; journal entries: null. */
  dues: invoiceDuesSchema.nullable(),
  /**
   * The currency of the document's amounts (ISO 4217; the company's unless the document is in another),
   * the rate of its date (1 unit = rate units of the company's currency, exact: a decimal or "n/d"),
   * and, for a foreign-currency invoice, its totals in the company's currency as posted.
   */
  currency: z.string(),
  exchangeRate: z.string().nullable(),
  companyCurrencyTotals: z.object({ excludingTax: z.string(), vat: z.string(), includingTax: z.string() }).nullable(),
  /** Invoices and credit notes only: what validated payments settled, and what remains (in `currency`). */
  amountPaid: z.string().nullable(),
  amountDue: z.string().nullable(),
  settlement: settlementSchema.nullable(),
  journalEntryId: z.string().nullable(),
  reversalEntryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccountingDocument = z.infer<typeof documentSchema>;

export const listDocumentsQuerySchema = paginationQuerySchema.extend({
  type: documentTypeSchema,
  state: documentStateSchema.optional(),
  settlement: settlementSchema.optional(),
  partyId: uuidSchema.optional(),
  journalCode: z.string().max(6).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

// --- journal report and ledger verification -------------------------------------------------------

/**
 * A closed folder's journal, general ledger and trial balance show its closing entry; with
 * `beforeClosing=true` none of the three does (the year as it stood before closing).
 */
export const beforeClosingSchema = z.enum(['true', 'false']).default('false');

export const journalQuerySchema = paginationQuerySchema.extend({
  // The journal is paged by entry number.
  cursor: z.string().max(200).optional(),
  journalCode: z.string().max(6).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  accountId: uuidSchema.optional(),
  beforeClosing: beforeClosingSchema,
});

export const journalReportLineSchema = z.object({
  accountNumber: z.string(),
  accountLabel: z.string(),
  subAccountNumber: z.string().nullable(),
  label: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  /** The letter code of the line's matching (lettrage), if matched. */
  matchingCode: z.string().nullable(),
});

export const journalReportEntrySchema = z.object({
  id: z.string(),
  number: z.string(),
  journalCode: z.string(),
  date: z.string(),
  label: z.string(),
  sourceType: z.string(),
  sourceId: z.string().nullable(),
  lines: z.array(journalReportLineSchema),
});
export type JournalReportEntry = z.infer<typeof journalReportEntrySchema>;

export const journalReportSchema = z.object({
  items: z.array(journalReportEntrySchema),
  totals: z.object({ debit: z.string(), credit: z.string() }),
  nextCursor: z.string().nullable(),
});
export type JournalReport = z.infer<typeof journalReportSchema>;

export const ledgerVerificationSchema = z.object({
  valid: z.boolean(),
  checkedEntries: z.number().int(),
  firstBrokenEntry: z
    .object({ id: z.string(), number: z.string(), chainPosition: z.number().int(), reason: z.string() })
    .nullable(),
});
export type LedgerVerification = z.infer<typeof ledgerVerificationSchema>;

export const STANDARD_JOURNAL_LABELS: Record<string, { en: string; fr: string }> = {
  VE: { en: 'Sales', fr: 'Ventes' },
  AC: { en: 'Purchases', fr: 'Achats' },
  BQ: { en: 'Bank', fr: 'Banque' },
  CA: { en: 'Cash', fr: 'Caisse' },
  OD: { en: 'Miscellaneous operations', fr: 'Opérations diverses' },
  AN: { en: 'Opening entries', fr: 'À-nouveaux' },
};
