import { z } from 'zod';
import { isoDateSchema, optionalText, uuidSchema } from './fields.ts';
import { amountTextSchema } from './ledger.ts';
import { paymentMethodSchema } from './payments.ts';

export const VAT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'ANNUAL'] as const;
export const vatFrequencySchema = z.enum(VAT_FREQUENCIES);
export type VatFrequency = z.infer<typeof vatFrequencySchema>;

export const VAT_FORM_KINDS = ['CM_MONTHLY', 'OHADA_MONTHLY', 'FR_CA3', 'FR_CA12'] as const;

/** A month (`2026-03`), a quarter (`2026-Q1`) or a year (`2026`, the annual CA12). */
export const vatPeriodCodeSchema = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2]|Q[1-4]))?$/, { error: 'VAT_PERIOD_INVALID' });

/** One line of a return's form: its box code as on the form, its label, a base and an amount (decimal strings). */
export const vatFormLineSchema = z.object({
  box: z.string(),
  label: z.string(),
  base: z.string().nullable(),
  amount: z.string().nullable(),
});
export type VatFormLine = z.infer<typeof vatFormLineSchema>;

export const vatFormSchema = z.object({
  kind: z.enum(VAT_FORM_KINDS),
  lines: z.array(vatFormLineSchema),
  /** What the form says is paid and carried forward (whole euros on French forms). */
  netDue: z.string(),
  credit: z.string(),
});
export type VatForm = z.infer<typeof vatFormSchema>;

export const VAT_PERIOD_STATES = ['OPEN', 'FILED'] as const;

/** A VAT period of a work folder, with its return once filed: what the month-close screen lists. */
export const vatPeriodSchema = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  state: z.enum(VAT_PERIOD_STATES),
  /** The legal filing deadline (referentials/vat-returns.json, the company's filing day in France). */
  deadline: z.string(),
  returnId: z.string().nullable(),
  netDue: z.string().nullable(),
  credit: z.string().nullable(),
  amountPaid: z.string(),
  refundClaimed: z.string(),
  /** The VAT due is paid in full (true when nothing was due). */
  paid: z.boolean(),
});
export type VatPeriod = z.infer<typeof vatPeriodSchema>;

/** A folder has at most 24 months: the periods come in one answer, never more than that. */
export const vatPeriodsSchema = z.object({
  frequency: vatFrequencySchema,
  items: z.array(vatPeriodSchema).max(24),
});
export type VatPeriods = z.infer<typeof vatPeriodsSchema>;

export const fileVatReturnBodySchema = z.strictObject({ period: vatPeriodCodeSchema });
export type FileVatReturnBody = z.infer<typeof fileVatReturnBodySchema>;

export const vatReturnActionSchema = z.object({
  id: z.string(),
  kind: z.enum(['PAYMENT', 'REFUND_CLAIM']),
  date: z.string(),
  amount: z.string(),
  reference: z.string().nullable(),
  entryId: z.string(),
  entryNumber: z.string(),
});

/** A filed return: its figures as filed (never changed afterwards), its settlement entry and what followed. */
export const filedVatReturnSchema = z.object({
  id: z.string(),
  workFolderId: z.string(),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** The return's reference, carried by its payment: `TVA-2026-01`. */
  reference: z.string(),
  form: vatFormSchema,
  deadline: z.string(),
  filedAt: z.string(),
  /** None when the period moved no VAT account. */
  settlementEntryId: z.string().nullable(),
  settlementEntryNumber: z.string().nullable(),
  amountPaid: z.string(),
  refundClaimed: z.string(),
  actions: z.array(vatReturnActionSchema).max(100),
});
export type FiledVatReturn = z.infer<typeof filedVatReturnSchema>;

export const filedVatReturnQuerySchema = z.strictObject({
  format: z.enum(['pdf']).optional(),
  lang: z.enum(['en', 'fr']).optional(),
});

/** Paying the VAT due of a filed return: the whole rest when no amount is given. */
export const payVatReturnBodySchema = z.strictObject({
  date: isoDateSchema,
  amount: amountTextSchema.optional(),
  method: paymentMethodSchema,
  treasuryAccountId: uuidSchema.nullish(),
  reference: optionalText(100),
});
export type PayVatReturnBody = z.infer<typeof payVatReturnBodySchema>;

/** Claiming the refund of a return's credit (France: form 3519): the whole credit when no amount is given. */
export const claimVatRefundBodySchema = z.strictObject({
  date: isoDateSchema,
  amount: amountTextSchema.optional(),
  reference: optionalText(100),
});
export type ClaimVatRefundBody = z.infer<typeof claimVatRefundBodySchema>;
