import { z } from 'zod';
import { isoDateSchema, optionalText, uuidSchema } from './fields.ts';
import { amountTextSchema, paginationQuerySchema } from './ledger.ts';
import { paymentStateSchema } from './payments.ts';

/** A transfer is a draft, then validated (posted), then possibly cancelled (reversed), like a payment. */
export const transferStateSchema = paymentStateSchema;
export type TransferState = z.infer<typeof transferStateSchema>;

export const transferBodySchema = z.strictObject({
  fromAccountId: uuidSchema,
  toAccountId: uuidSchema,
  date: isoDateSchema,
  /** In the from-account's currency. */
  amountSent: amountTextSchema,
  /** In the to-account's currency; implied (equal to the amount sent) when both accounts share a currency. */
  amountReceived: amountTextSchema.nullish(),
  /** The bank's charges, in the from-account's currency, paid out beside the amount sent (SYSCOHADA 6318, PCG 6278). */
  bankCharges: amountTextSchema.nullish(),
  reference: optionalText(100),
});
export type TransferBody = z.infer<typeof transferBodySchema>;

export const transferSchema = z.object({
  id: z.string(),
  workFolderId: z.string(),
  state: transferStateSchema,
  date: z.string(),
  fromAccountId: z.string(),
  fromAccountNumber: z.string(),
  toAccountId: z.string(),
  toAccountNumber: z.string(),
  /** In `fromCurrency`, with the rate of the date (null in the company's currency). */
  amountSent: z.string(),
  fromCurrency: z.string(),
  fromRate: z.string().nullable(),
  /** In `toCurrency`, with the rate of the date (null in the company's currency). */
  amountReceived: z.string(),
  toCurrency: z.string(),
  toRate: z.string().nullable(),
  bankCharges: z.string().nullable(),
  /** The values in the company's currency, at the rates of the date. */
  companyAmountSent: z.string(),
  companyAmountReceived: z.string(),
  companyBankCharges: z.string().nullable(),
  /** Value sent less value received, in the company's currency: a loss when positive, a gain when negative. */
  exchangeDifference: z.string(),
  reference: z.string().nullable(),
  number: z.string().nullable(),
  journalEntryId: z.string().nullable(),
  reversalEntryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const listTransfersQuerySchema = paginationQuerySchema.extend({
  state: transferStateSchema.optional(),
  /** The transfers from or to that treasury account. */
  treasuryAccountId: uuidSchema.optional(),
});
export type ListTransfersQuery = z.infer<typeof listTransfersQuerySchema>;
