import { z } from 'zod';
import { exportFormatSchema } from './reports.ts';

export const cashFlowQuerySchema = z.strictObject({
  lang: z.enum(['en', 'fr']).optional(),
  format: exportFormatSchema.optional(),
});

/**
 * The cash-flow statement (SYSCOHADA TFT) of a folder, N and N-1, with the official line references ZA … ZH.
 * `closingTreasury` is the cash the balances give at the end; ZH must equal it (`ties`), which holds when no
 * moved account is left without a rule (`unmappedAccounts`).
 */
export const cashFlowStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  previous: z.object({ from: z.string(), to: z.string() }).nullable(),
  lines: z.array(
    z.object({
      ref: z.string(),
      kind: z.enum(['treasury', 'line', 'subtotal', 'total']),
      label: z.string(),
      amount: z.string(),
      previousAmount: z.string().nullable(),
    }),
  ),
  closingTreasury: z.string(),
  ties: z.boolean(),
  unmappedAccounts: z.array(z.string()),
});
export type CashFlowStatementReport = z.infer<typeof cashFlowStatementSchema>;
