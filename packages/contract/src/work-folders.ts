import { z } from 'zod';

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
