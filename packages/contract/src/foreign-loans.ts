import { z } from 'zod';
import { isoDateSchema, optionalText, uuidSchema } from './fields.ts';
import { amountTextSchema } from './ledger.ts';

/** A loan received in a foreign currency, posted on creation: D treasury / C the 16x account. */
export const loanBodySchema = z.strictObject({
  lender: z.string().trim().min(1).max(120),
  /** A postable borrowing account of class 16 (SYSCOHADA 162, PCG a sub-account of 164). */
  accountId: uuidSchema,
  /** ISO 4217, other than the company's. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  date: isoDateSchema,
  /** In `currency`. */
  principal: amountTextSchema,
  /** The treasury account the money was paid into. */
  treasuryAccountId: uuidSchema,
  reference: optionalText(100),
});
export type LoanBody = z.infer<typeof loanBodySchema>;

/** A repayment of principal, posted on creation; interest is a normal entry. */
export const loanRepaymentBodySchema = z.strictObject({
  date: isoDateSchema,
  /** Principal repaid, in the loan's currency. */
  amount: amountTextSchema,
  treasuryAccountId: uuidSchema,
});
export type LoanRepaymentBody = z.infer<typeof loanRepaymentBodySchema>;

export const loanRepaymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.string(),
  rate: z.string(),
  treasuryAccountId: z.string(),
  /** The share of the loan's book value taken off the 16x account, in the company's currency. */
  companyBookAmount: z.string(),
  /** What left the treasury account, in the company's currency. */
  companyAmountPaid: z.string(),
  /** Paid less book value: a loss when positive, a gain when negative. */
  exchangeDifference: z.string(),
  journalEntryId: z.string(),
  /** The entry that cancelled it, null while it stands; a cancelled repayment repays nothing. */
  reversalEntryId: z.string().nullable(),
});
export type LoanRepayment = z.infer<typeof loanRepaymentSchema>;

export const loanSchema = z.object({
  id: z.string(),
  workFolderId: z.string(),
  lender: z.string(),
  accountId: z.string(),
  accountNumber: z.string(),
  currency: z.string(),
  date: z.string(),
  principal: z.string(),
  rate: z.string(),
  companyAmount: z.string(),
  treasuryAccountId: z.string(),
  reference: z.string().nullable(),
  /** Principal still owed, in `currency`, and its book value in the company's currency. */
  principalLeft: z.string(),
  companyAmountLeft: z.string(),
  journalEntryId: z.string(),
  /** The entry that cancelled the drawdown, null while the loan stands. */
  reversalEntryId: z.string().nullable(),
  repayments: z.array(loanRepaymentSchema),
  createdAt: z.string(),
});
export type Loan = z.infer<typeof loanSchema>;

export const loanListSchema = z.object({ items: z.array(loanSchema) });
