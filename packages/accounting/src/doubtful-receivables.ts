import type { JournalEntry, JournalLine, LedgerAccount } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';
import { adjustmentLines, type YearEndAccounts, YearEndError } from './year-end-entries.ts';

const ZERO = toAmount(0n);

/** A customer's doubtful receivable: what moved to 416, its VAT, and the allowance booked on it. */
export interface DoubtfulReceivable {
  /** Including VAT, as the customer owes it. */
  amount: Amount;
  vat: Amount;
  allowance: Amount;
}

/** The part at risk is depreciated before VAT: the allowance never exceeds the amount less its VAT. */
export function assertAllowanceWithinNet(receivable: Pick<DoubtfulReceivable, 'amount' | 'vat'>, allowance: Amount) {
  if (allowance < 0n || allowance > receivable.amount - receivable.vat || receivable.vat > receivable.amount) {
    throw new YearEndError(
      'DOUBTFUL_ALLOWANCE_EXCEEDS_NET',
      'The allowance of a doubtful receivable is at most its amount before VAT.',
    );
  }
}

/**
 * The customer's items move to the doubtful account (416 D / the customer's 411 C), and the part at risk,
 * before VAT, is depreciated (SYSCOHADA 6594 D / 491 C; PCG 6817 D / 491 C), in one entry.
 */
export function doubtfulTransferEntry(
  input: { date: string; label: string; customer: LedgerAccount; receivable: DoubtfulReceivable },
  accounts: YearEndAccounts,
): JournalEntry {
  const { receivable } = input;
  assertAllowanceWithinNet(receivable, receivable.allowance);
  const lines: JournalLine[] = [
    { accountNumber: accounts.doubtfulReceivables, label: input.label, debit: receivable.amount, credit: ZERO },
    { ...input.customer, label: input.label, debit: ZERO, credit: receivable.amount },
    ...allowanceLines(input.label, ZERO, receivable.allowance, accounts),
  ];
  return { journalCode: 'OD', date: input.date, label: input.label, lines };
}

/** The allowance brought from `current` to `target`: increased (6594 / 6817) or reversed (7594 / 7817). */
export function allowanceLines(label: string, current: Amount, target: Amount, accounts: YearEndAccounts) {
  return adjustmentLines({
    label,
    current,
    target,
    allowance: { accountNumber: accounts.doubtfulAllowance },
    expense: { accountNumber: accounts.doubtfulAllowanceExpense },
    reversal: { accountNumber: accounts.doubtfulAllowanceReversal },
  });
}

/**
 * A debt finally lost: its amount before VAT to the loss account (SYSCOHADA 651; PCG 654), its VAT
 * recovered (collected VAT debited), the doubtful account cleared and the allowance reversed.
 */
export function writeOffEntry(
  input: { date: string; label: string; receivable: DoubtfulReceivable },
  accounts: YearEndAccounts,
): JournalEntry {
  const { amount, vat, allowance } = input.receivable;
  const line = (accountNumber: string, debit: Amount, credit: Amount): JournalLine[] =>
    debit === 0n && credit === 0n ? [] : [{ accountNumber, label: input.label, debit, credit }];
  const lines: JournalLine[] = [
    ...line(accounts.badDebtLoss, toAmount(amount - vat), ZERO),
    ...line(accounts.vatCollected, vat, ZERO),
    ...line(accounts.doubtfulReceivables, ZERO, amount),
    ...allowanceLines(input.label, allowance, ZERO, accounts),
  ];
  return { journalCode: 'OD', date: input.date, label: input.label, lines };
}
