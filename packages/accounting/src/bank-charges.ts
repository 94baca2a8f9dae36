import { EntryError, type JournalEntry, type JournalLine, type LedgerAccount } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';

/** A bank's charges on a payment: in the company's currency and, for a foreign payment, in its own. */
export interface BankCharges {
  amount: Amount;
  foreign: { currency: string; amount: bigint } | null;
}

/**
 * A payment's entry with the bank's charges: a receipt's treasury line takes in the payment less the
 * charges, a disbursement's pays out the payment plus them, and the charges go to their own expense
 * line (referentials/bank-charges-accounts.csv), never to the exchange difference. The party's line
 * and any exchange difference stay as they were: charges do not settle the invoice.
 */
export function withBankCharges(
  entry: JournalEntry,
  charges: BankCharges,
  isTreasuryLine: (line: JournalLine) => boolean,
  account: LedgerAccount,
): JournalEntry {
  const zero = toAmount(0n);
  const lines = entry.lines.map((line) => {
    if (!isTreasuryLine(line)) return line;
    const receipt = line.debit > 0n;
    const sign = receipt ? -1n : 1n;
    const amount = (receipt ? line.debit : line.credit) + sign * charges.amount;
    if (amount <= 0n) throw new EntryError('ENTRY_MUST_BALANCE', 'Bank charges exceed the amount received.');
    const foreign =
      line.foreign && charges.foreign
        ? { currency: line.foreign.currency, amount: line.foreign.amount + sign * charges.foreign.amount }
        : (line.foreign ?? null);
    const moved = receipt ? { debit: toAmount(amount) } : { credit: toAmount(amount) };
    return { ...line, ...moved, foreign };
  });
  const charge: JournalLine = { ...account, debit: charges.amount, credit: zero };
  return { ...entry, lines: [...lines, charge] };
}
