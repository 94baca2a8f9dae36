import { z } from 'zod';
import { isoDateSchema } from './fields.ts';

/** Revalue a folder's foreign-currency items at a date (the folder's last day when absent). */
export const revalueCurrenciesBodySchema = z.strictObject({ date: isoDateSchema.optional() });
export const currencyRevaluationQuerySchema = z.strictObject({ date: isoDateSchema.optional() });

/**
 * One foreign-currency position: an account (and its sub-account, a party) in one currency, its
 * balance in that currency and in the company's (signed, debit positive), and at the closing rate.
 */
const foreignPositionSchema = z.object({
  accountNumber: z.string(),
  subAccountId: z.string().nullable(),
  currency: z.string(),
  foreignBalance: z.string(),
  bookBalance: z.string(),
  /** Null while the currency has no closing rate. */
  revaluedBalance: z.string().nullable(),
  difference: z.string().nullable(),
});

export const currencyRevaluationSchema = z.object({
  date: z.string(),
  done: z.boolean(),
  /** The closing rates used (or that would be), exact, as text: 1 unit of the currency in the company's. */
  rates: z.array(z.object({ currency: z.string(), rate: z.string(), fixed: z.boolean() })),
  missingRates: z.array(z.string()),
  items: z.array(foreignPositionSchema),
  cash: z.array(foreignPositionSchema),
  provisions: z.object({ trade: z.string(), financial: z.string() }),
  entryNumbers: z.object({
    conversion: z.string().nullable(),
    cash: z.string().nullable(),
    provision: z.string().nullable(),
    reversal: z.string().nullable(),
  }),
});
export type CurrencyRevaluation = z.infer<typeof currencyRevaluationSchema>;
