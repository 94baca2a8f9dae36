import { z } from 'zod';
import { isoDateSchema } from './fields.ts';
import { amountTextSchema } from './ledger.ts';

export const WORK_FOLDER_STATUSES = ['OPEN', 'CLOSED'] as const;
export const workFolderStatusSchema = z.enum(WORK_FOLDER_STATUSES);
export type WorkFolderStatus = z.infer<typeof workFolderStatusSchema>;

export const workFolderSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: workFolderStatusSchema,
});
export type WorkFolder = z.infer<typeof workFolderSchema>;

/** The folder with what it holds: counts of entries and documents, totals of the posted lines. */
export const workFolderSummarySchema = workFolderSchema.extend({
  entryCount: z.number().int(),
  draftDocuments: z.number().int(),
  validatedDocuments: z.number().int(),
  cancelledDocuments: z.number().int(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  currency: z.string(),
});
export type WorkFolderSummary = z.infer<typeof workFolderSummarySchema>;

/** What closing did: the closed folder, the one opened after it, the entries posted and the result. */
export const closingOutcomeSchema = z.object({
  closed: workFolderSchema,
  next: workFolderSchema,
  closingEntryNumber: z.string().nullable(),
  openingEntryNumber: z.string().nullable(),
  result: z.string(),
});
export type ClosingOutcome = z.infer<typeof closingOutcomeSchema>;

/**
 * The shareholders' meeting's decision on a closed year's result: a profit split between the legal reserve,
 * other reserves, retained earnings and dividends (which must add up to it); a loss whole to retained earnings.
 */
const shareSchema = amountTextSchema.refine((text) => !text.startsWith('-'), {
  error: 'AMOUNT_MUST_NOT_BE_NEGATIVE',
});

export const appropriationBodySchema = z.strictObject({
  meetingDate: isoDateSchema,
  legalReserve: shareSchema,
  otherReserves: shareSchema,
  retainedEarnings: shareSchema,
  dividends: shareSchema,
  /** The part of the dividends the withholding tax is due on; all of them when absent. */
  dividendsSubjectToWithholding: shareSchema.nullish(),
});
export type AppropriationBody = z.infer<typeof appropriationBodySchema>;

export const APPROPRIATION_STATES = ['PENDING', 'BOOKED', 'NOTHING_TO_APPROPRIATE'] as const;

/** Where a closed year's result stands, with what the law asks of its appropriation (amounts as decimal strings). */
export const appropriationSchema = z.object({
  workFolderId: z.string(),
  nextWorkFolderId: z.string().nullable(),
  state: z.enum(APPROPRIATION_STATES),
  /** The year's result: a profit positive, a loss negative. */
  result: z.string(),
  pendingAccountNumber: z.string().nullable(),
  /** The meeting's first possible day (the day after the year end), the legal deadline (six months after it). */
  earliestMeetingDate: z.string(),
  meetingDeadline: z.string(),
  capital: z.string(),
  legalReserve: z.string(),
  legalReserveCeiling: z.string(),
  legalReserveMinimum: z.string(),
  /** Retained earnings before the appropriation: profits carried forward positive, losses negative. */
  retainedEarnings: z.string(),
  /** The most the meeting may distribute, with the minimum legal reserve. */
  distributableProfit: z.string(),
  /** The withholding tax on dividends ("16.5" for 16.5 %); null where no rate is known for the country. */
  withholdingRate: z.string().nullable(),
  /** Total equity at the year end, before dividends. */
  equity: z.string(),
  accounts: z.object({
    legalReserve: z.string(),
    otherReserves: z.string(),
    retainedEarningsCredit: z.string(),
    retainedEarningsDebit: z.string(),
    dividends: z.string(),
    withholdingTax: z.string(),
  }),
  legalBasis: z.object({ legalReserve: z.string().nullable(), equity: z.string(), withholding: z.string().nullable() }),
  /** Once booked: the entry and the meeting's date. */
  entryNumber: z.string().nullable(),
  meetingDate: z.string().nullable(),
});
export type Appropriation = z.infer<typeof appropriationSchema>;

/** What booking the appropriation did, and whether equity is now below half of the capital. */
export const appropriationOutcomeSchema = appropriationSchema.extend({
  withholdingTax: z.string(),
  equityAfter: z.string(),
  equityBelowHalfOfCapital: z.boolean(),
  /** The meeting was held after the legal six months (an extension by the court is the company's to hold). */
  meetingLate: z.boolean(),
});
export type AppropriationOutcome = z.infer<typeof appropriationOutcomeSchema>;
