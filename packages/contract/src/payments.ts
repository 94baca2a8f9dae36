import { z } from 'zod';
import { currencyCodeSchema } from './currencies.ts';
import { isoDateSchema, optionalText, uuidSchema } from './fields.ts';
import { amountTextSchema, paginationQuerySchema } from './ledger.ts';

export const PAYMENT_TYPES = ['RECEIPT', 'DISBURSEMENT'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CHEQUE', 'MOBILE_MONEY', 'CARD'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * SETTLEMENT pays a document; ADVANCE is money received or paid on an order before its invoice, kept
 * on 4191 / 4091; ADVANCE_USE sets (part of) an advance against an invoice of its party.
 */
export const PAYMENT_KINDS = ['SETTLEMENT', 'ADVANCE', 'ADVANCE_USE'] as const;
export const paymentKindSchema = z.enum(PAYMENT_KINDS);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

export const PAYMENT_STATES = ['DRAFT', 'VALIDATED', 'CANCELLED'] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const paymentBodySchema = z.strictObject({
  type: paymentTypeSchema,
  accountingDocumentId: uuidSchema,
  date: isoDateSchema,
  amount: amountTextSchema,
  method: paymentMethodSchema,
  /** The bank, cash or mobile-money account; the method's default account when absent. */
  treasuryAccountId: uuidSchema.nullish(),
  reference: optionalText(100),
  /** The payer's or payee's phone for mobile money; its operator is shown with the payment. */
  phone: optionalText(30),
  /**
   * The bank's charges on the transfer, in the payment's currency: kept from a receipt, added to a
   * disbursement, booked as a charge (SYSCOHADA 6318, PCG 6278), never as an exchange difference.
   */
  bankCharges: amountTextSchema.nullish(),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

export const paymentSchema = z.object({
  id: z.string(),
  workFolderId: z.string(),
  type: paymentTypeSchema,
  state: paymentStateSchema,
  kind: paymentKindSchema,
  /** The document settled; null for an advance. */
  accountingDocumentId: z.string().nullable(),
  /** The advance an ADVANCE_USE sets against its document. */
  advancePaymentId: z.string().nullable(),
  documentNumber: z.string().nullable(),
  partyId: z.string(),
  date: z.string(),
  /** In `currency`, the document's: the company's, or a foreign one with the rate of the payment's date. */
  amount: z.string(),
  currency: z.string(),
  exchangeRate: z.string().nullable(),
  /** The amount in the company's currency at that rate: what the treasury account receives or pays. */
  companyAmount: z.string(),
  /** The bank's charges in `currency`, and in the company's at the payment's rate; absent when none. */
  bankCharges: z.string().nullish(),
  companyBankCharges: z.string().nullish(),
  method: paymentMethodSchema,
  treasuryAccountId: z.string(),
  treasuryAccountNumber: z.string(),
  reference: z.string().nullable(),
  phone: z.string().nullable(),
  phoneOperator: z.string().nullable(),
  number: z.string().nullable(),
  journalEntryId: z.string().nullable(),
  reversalEntryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const listPaymentsQuerySchema = paginationQuerySchema.extend({
  type: paymentTypeSchema.optional(),
  state: paymentStateSchema.optional(),
  partyId: uuidSchema.optional(),
  accountingDocumentId: uuidSchema.optional(),
});

/**
 * An advance received from a customer (RECEIPT, credited to 4191) or paid to a supplier
 * (DISBURSEMENT, debited to 4091) before its invoice, in the company's currency or `currency`.
 * It is posted when recorded, without VAT (docs/decisions/0036-currencies.md).
 */
export const advanceBodySchema = z.strictObject({
  type: paymentTypeSchema,
  partyId: uuidSchema,
  date: isoDateSchema,
  amount: amountTextSchema,
  /** ISO 4217; the party's currency, else the company's, when absent. */
  currency: currencyCodeSchema.nullish(),
  method: paymentMethodSchema,
  treasuryAccountId: uuidSchema.nullish(),
  reference: optionalText(100),
  phone: optionalText(30),
});
export type AdvanceBody = z.infer<typeof advanceBodySchema>;

/** Sets `amount` (in the advance's currency) of an advance against an invoice of the same party and currency. */
export const advanceUseBodySchema = z.strictObject({
  accountingDocumentId: uuidSchema,
  date: isoDateSchema,
  amount: amountTextSchema,
});
export type AdvanceUseBody = z.infer<typeof advanceUseBodySchema>;

/** An advance with what its uses took and what is left, in its currency and in the company's at its rate. */
export const advanceSchema = paymentSchema.extend({
  partyName: z.string(),
  used: z.string(),
  left: z.string(),
  companyLeft: z.string(),
});
export type Advance = z.infer<typeof advanceSchema>;

export const listAdvancesQuerySchema = z.strictObject({
  partyId: uuidSchema.optional(),
  type: paymentTypeSchema.optional(),
  /** Only the validated advances with something left. */
  open: z.enum(['true', 'false']).optional(),
});
