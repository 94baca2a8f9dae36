import { z } from 'zod';
import { amountTextSchema } from './ledger.ts';
import { TAX_REGIMES } from './settings.ts';

export const liasseQuerySchema = z.strictObject({
  lang: z.enum(['en', 'fr']).optional(),
});

/**
 * An amount the preparer adds to a box of the liasse the ledger cannot give (docs/decisions/0039-liasse-adjustments.md):
 * an add-back (2033-B 330), a deduction (350), a loss carried back (356), losses from before Bilan (2033-D 982).
 */
export const liasseAdjustmentSchema = z.object({
  id: z.uuid(),
  form: z.string(),
  box: z.string(),
  label: z.string(),
  /** Positive, in the company's currency: what the box's formula adds or subtracts says the direction. */
  amount: z.string(),
});
export type LiasseAdjustment = z.infer<typeof liasseAdjustmentSchema>;

/** A box the preparer may adjust under the folder's regime and form year. */
export const liasseAdjustableBoxSchema = z.object({ form: z.string(), box: z.string(), label: z.string() });

/** The preparer's adjustments of a folder, and whether they may still change. */
export const liasseAdjustmentListSchema = z.object({
  adjustments: z.array(liasseAdjustmentSchema),
  adjustableBoxes: z.array(liasseAdjustableBoxSchema),
  /** False once the year after the folder is closed too: the package is filed, the next liasse carries it. */
  editable: z.boolean(),
});
export type LiasseAdjustmentList = z.infer<typeof liasseAdjustmentListSchema>;

export const putLiasseAdjustmentBodySchema = z.strictObject({
  form: z.string().trim().min(1).max(16),
  box: z.string().trim().min(1).max(8),
  label: z.string().trim().min(1).max(200),
  amount: amountTextSchema,
});
export type PutLiasseAdjustmentBody = z.infer<typeof putLiasseAdjustmentBodySchema>;

/**
 * The French liasse of a folder (docs/architecture.md, Annual package): the forms of the company's regime
 * (2033-A to 2033-G, or 2050 to 2053) and the result boxes of the return they annex (2065 or 2031), each box
 * with its official code and its amounts N and N-1. A box the ledger cannot give (`fact`) is left empty.
 */
export const liasseSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  regime: z.enum(TAX_REGIMES),
  /** The year of the forms the boxes follow (referentials/pcg-liasse-boxes-YYYY.csv). */
  formYear: z.number().int(),
  previous: z.object({ from: z.string(), to: z.string() }).nullable(),
  forms: z.array(
    z.object({
      form: z.string(),
      title: z.string(),
      note: z.string().nullable(),
      boxes: z.array(
        z.object({
          code: z.string(),
          label: z.string(),
          fact: z.boolean(),
          amount: z.string().nullable(),
          previousAmount: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** Accounts with a balance that no box of the balance sheet or income statement takes. */
  unmappedAccounts: z.array(z.string()),
  /** The preparer's adjustments, counted in their boxes (none under the normal regime, whose 2058-A is not drawn). */
  adjustments: liasseAdjustmentListSchema,
});
export type Liasse = z.infer<typeof liasseSchema>;
