import { AccountingError } from './errors.ts';
import { type Amount, subtractAmounts, sumAmounts } from './money.ts';

export type SettlementErrorCode =
  | 'PAYMENT_AMOUNT_MUST_BE_POSITIVE'
  | 'PAYMENT_EXCEEDS_AMOUNT_DUE'
  | 'DOCUMENT_TOTAL_MUST_NOT_BE_NEGATIVE';

export class SettlementError extends AccountingError<SettlementErrorCode> {}

export type Settlement = 'UNPAID' | 'PARTIALLY_PAID' | 'PAID';

export type SettlementState = { amountPaid: Amount; amountDue: Amount; settlement: Settlement };

/** Only validated payments count; the caller filters out drafts and cancelled ones. */
export function computeSettlement(amountInvoiced: Amount, validatedPaymentAmounts: readonly Amount[]): SettlementState {
  if (amountInvoiced < 0n) {
    throw new SettlementError('DOCUMENT_TOTAL_MUST_NOT_BE_NEGATIVE', `The total ${amountInvoiced} is negative.`);
  }
  for (const payment of validatedPaymentAmounts) assertPaymentPositive(payment);
  const amountPaid = sumAmounts(validatedPaymentAmounts);
  if (amountPaid > amountInvoiced) {
    throw new SettlementError(
      'PAYMENT_EXCEEDS_AMOUNT_DUE',
      `Payments (${amountPaid}) exceed the document total (${amountInvoiced}).`,
    );
  }
  const amountDue = subtractAmounts(amountInvoiced, amountPaid);
  return { amountPaid, amountDue, settlement: settlementOf(amountPaid, amountDue) };
}

/** Overpaying is refused (docs/architecture.md): a payment must fit in what is still due. */
export function assertPaymentFits(amountDue: Amount, payment: Amount): void {
  assertPaymentPositive(payment);
  if (payment > amountDue) {
    throw new SettlementError(
      'PAYMENT_EXCEEDS_AMOUNT_DUE',
      `The payment (${payment}) exceeds the amount due (${amountDue}).`,
      {
        amountDue: amountDue.toString(),
      },
    );
  }
}

function settlementOf(amountPaid: Amount, amountDue: Amount): Settlement {
  if (amountDue === 0n) return 'PAID';
  return amountPaid === 0n ? 'UNPAID' : 'PARTIALLY_PAID';
}

function assertPaymentPositive(payment: Amount): void {
  if (payment <= 0n) {
    throw new SettlementError('PAYMENT_AMOUNT_MUST_BE_POSITIVE', `The payment amount (${payment}) must be positive.`);
  }
}
