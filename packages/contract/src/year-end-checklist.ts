import { z } from 'zod';

/** The year-end steps in the order an accountant takes them (DESIGN §6c). */
export const YEAR_END_CHECKLIST_STEPS = [
  'DEPRECIATION',
  'ACCRUALS',
  'STOCKS',
  'DOUBTFUL_RECEIVABLES',
  'PROVISIONS',
  'VAT',
  'INCOME_TAX',
  'CLOSING',
  'APPROPRIATION',
] as const;

/**
 * DONE: booked; TO_REVIEW: nothing booked, which may be right (no accrual, no stock); TO_DO: required and missing;
 * NOT_YET: waits for an earlier step (the appropriation for the closing).
 */
export const YEAR_END_CHECKLIST_STATES = ['DONE', 'TO_REVIEW', 'TO_DO', 'NOT_YET'] as const;

export const yearEndChecklistSchema = z.object({
  from: z.string(),
  to: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  steps: z.array(
    z.object({
      step: z.enum(YEAR_END_CHECKLIST_STEPS),
      state: z.enum(YEAR_END_CHECKLIST_STATES),
      /** The entries of the step booked in the folder (the next folder's for the appropriation). */
      entries: z.number().int(),
    }),
  ),
  /** The first step not done: what is left to do. */
  nextStep: z.enum(YEAR_END_CHECKLIST_STEPS).nullable(),
});
export type YearEndChecklist = z.infer<typeof yearEndChecklistSchema>;
export type YearEndChecklistStep = YearEndChecklist['steps'][number];
