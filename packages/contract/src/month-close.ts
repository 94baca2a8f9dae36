import { z } from 'zod';
import { vatPeriodSchema } from './vat-returns.ts';

/** A month of a work folder, `2026-01`. */
export const monthCloseQuerySchema = z.strictObject({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'MONTH_INVALID' }),
});
export type MonthCloseQuery = z.infer<typeof monthCloseQuerySchema>;

/** The bound on the items a month-close section lists; its count covers them all. */
export const MONTH_CLOSE_LISTED_ITEMS = 50;

const draftSchema = z.object({
  id: z.string(),
  kind: z.enum(['DOCUMENT', 'PAYMENT']),
  /** The document's type (SALE_INVOICE, JOURNAL_ENTRY…) or the payment's (RECEIPT, DISBURSEMENT). */
  type: z.string(),
  reference: z.string().nullable(),
  date: z.string(),
  amount: z.string().nullable(),
});

const unreconciledAccountSchema = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
  label: z.string(),
  lines: z.number().int(),
  amountIn: z.string(),
  amountOut: z.string(),
  /** The account's own currency, which amountIn and amountOut are in; null for the company's. */
  currency: z.string().nullable(),
});

const overdueSideSchema = z.object({ parties: z.number().int(), amount: z.string() });

const futureEntrySchema = z.object({
  entryId: z.string(),
  number: z.string(),
  date: z.string(),
  label: z.string(),
});

/**
 * What remains before a month can be called done: drafts dated in it, statement lines of the month not
 * reconciled, customer and supplier items past their due date at its end and still unmatched, entries dated
 * after today, and the VAT return when the month ends its period (filed, and its VAT paid); `ready` when none
 * remains.
 */
export const monthCloseSchema = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  today: z.string(),
  currency: z.string(),
  drafts: z.object({ count: z.number().int(), items: z.array(draftSchema) }),
  unreconciledStatementLines: z.object({ count: z.number().int(), accounts: z.array(unreconciledAccountSchema) }),
  overdueItems: z.object({ customers: overdueSideSchema, suppliers: overdueSideSchema }),
  futureEntries: z.object({ count: z.number().int(), items: z.array(futureEntrySchema) }),
  /**
   * The VAT period the month belongs to (a month, a quarter or the year, by the company's frequency); `vatReturnDue`
   * when the month ends it, so its return is part of closing this month.
   */
  vatReturn: vatPeriodSchema.nullable(),
  vatReturnDue: z.boolean(),
  ready: z.boolean(),
});
export type MonthClose = z.infer<typeof monthCloseSchema>;
