import { z } from 'zod';
import { PAGE_SIZE_MAX } from './constants.ts';
import { amountInCurrencySchema } from './currencies.ts';
import { isoDateSchema, uuidSchema } from './fields.ts';

/** Lines to match: at least two, of one account and sub-account. */
export const createMatchingBodySchema = z.strictObject({
  lineIds: z.array(uuidSchema).min(2).max(PAGE_SIZE_MAX),
});
export type CreateMatchingBody = z.infer<typeof createMatchingBodySchema>;

export const matchedLineSchema = z.object({
  lineId: z.string(),
  entryId: z.string(),
  entryNumber: z.string(),
  workFolderId: z.string(),
  date: z.string(),
  label: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  /** A line of a foreign-currency document or payment: its currency and amount (on its side); else null. */
  currency: z.string().nullable().default(null),
  amountCurrency: z.string().nullable().default(null),
});

export const matchingSchema = z.object({
  id: z.string(),
  code: z.string(),
  accountId: z.string(),
  accountNumber: z.string(),
  subAccountId: z.string().nullable(),
  subAccountNumber: z.string().nullable(),
  /** Debits less credits of its lines: zero for a complete matching. */
  balance: z.string(),
  /**
   * When the lines that carry a foreign amount are all in one currency: its code and their balance in
   * it, which must be zero too for the matching to be complete; else null.
   */
  currency: z.string().nullable().default(null),
  balanceInCurrency: z.string().nullable().default(null),
  partial: z.boolean(),
  automatic: z.boolean(),
  createdAt: z.string(),
  lines: z.array(matchedLineSchema),
});
export type Matching = z.infer<typeof matchingSchema>;

export const matchingsQuerySchema = z.strictObject({
  accountId: uuidSchema.optional(),
  subAccountId: uuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(100),
  cursor: uuidSchema.optional(),
});

export const matchingListSchema = z.object({
  items: z.array(matchingSchema),
  nextCursor: z.string().nullable(),
});
export type MatchingList = z.infer<typeof matchingListSchema>;

export const openItemsQuerySchema = z.strictObject({
  accountId: uuidSchema.optional(),
  subAccountId: uuidSchema.optional(),
  date: isoDateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(100),
  cursor: uuidSchema.optional(),
});
export type OpenItemsQuery = z.infer<typeof openItemsQuerySchema>;

export const openItemSchema = z.object({
  lineId: z.string(),
  entryId: z.string(),
  entryNumber: z.string(),
  journalCode: z.string(),
  workFolderId: z.string(),
  accountId: z.string(),
  accountNumber: z.string(),
  subAccountId: z.string().nullable(),
  subAccountNumber: z.string().nullable(),
  /** The document the item comes from: its number and date (an opening line's carried item keeps them). */
  documentNumber: z.string(),
  documentDate: z.string(),
  date: z.string(),
  dueDate: z.string(),
  label: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  /** An item of a foreign-currency document or payment: its currency and amount (on its side); else null. */
  currency: z.string().nullable().default(null),
  amountCurrency: z.string().nullable().default(null),
  /** Days past the due date at the date asked for; negative while not due. */
  daysPastDue: z.number().int(),
  matchingId: z.string().nullable(),
  matchingCode: z.string().nullable(),
  partial: z.boolean(),
});
export type OpenItem = z.infer<typeof openItemSchema>;

export const openItemsSchema = z.object({
  date: z.string(),
  workFolderId: z.string().nullable(),
  items: z.array(openItemSchema),
  /** Debits less credits of every open item (all pages): the balance of the lines at the date. */
  balance: z.string(),
  /** The foreign amounts of the open items (all pages), debits less credits, one per currency. */
  balancesInCurrency: z.array(amountInCurrencySchema).default([]),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type OpenItems = z.infer<typeof openItemsSchema>;

export const matchingSuggestionsQuerySchema = z.strictObject({
  accountId: uuidSchema.optional(),
  subAccountId: uuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(100),
});

export const MATCHING_SUGGESTION_REASONS = ['AMOUNT_AND_REFERENCE', 'AMOUNT'] as const;

export const matchingSuggestionSchema = z.object({
  lineIds: z.array(z.string()),
  accountId: z.string(),
  subAccountId: z.string().nullable(),
  subAccountNumber: z.string().nullable(),
  amount: z.string(),
  reason: z.enum(MATCHING_SUGGESTION_REASONS),
  lines: z.array(matchedLineSchema),
});
export type MatchingSuggestion = z.infer<typeof matchingSuggestionSchema>;
