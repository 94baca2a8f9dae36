import { z } from 'zod';
import { TAX_REGIMES } from './settings.ts';

export const liasseQuerySchema = z.strictObject({
  lang: z.enum(['en', 'fr']).optional(),
});

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
});
export type Liasse = z.infer<typeof liasseSchema>;
