import { type BankCharges, withBankCharges } from './bank-charges.ts';
import type { ExchangeDifferenceAccounts } from './foreign-entry.ts';
import { assertEntryInvariants, type ForeignAmount, type JournalEntry, type LedgerAccount } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';

/** One side of a transfer: its treasury account, its value in the company's currency, its money when foreign. */
export interface TransferSide {
  account: LedgerAccount;
  value: Amount;
  foreign: ForeignAmount | null;
}

export interface TreasuryTransfer {
  journalCode: string;
  date: string;
  label: string;
  from: TransferSide;
  to: TransferSide;
  /** Paid out of the from-account beside the amount sent, in its currency when foreign. */
  charges: (BankCharges & { account: LedgerAccount }) | null;
  /** Realised differences on a financial item: SYSCOHADA 676 / 776, PCG 666 / 766. */
  differenceAccounts: ExchangeDifferenceAccounts;
}

/**
 * A transfer between two treasury accounts in one entry (docs/decisions/0036-currencies.md, transfers):
 * the receiving account debited with the value received, the sending one credited with the value sent
 * (plus the charges), each carrying its money in its own currency; value sent less value received is
 * a realised exchange loss (a gain when negative) on a financial item. A XAF company selling 1,000 EUR
 * (655,957 XAF at the parity) for 650,000 XAF: 5211 D 650,000, 676 D 5,957, 5215 C 655,957 (1,000 EUR).
 */
export function postTreasuryTransfer(transfer: TreasuryTransfer): JournalEntry {
  const zero = toAmount(0n);
  const difference = transfer.from.value - transfer.to.value;
  const differenceLine =
    difference === 0n
      ? []
      : difference > 0n
        ? [{ accountNumber: transfer.differenceAccounts.loss, debit: toAmount(difference), credit: zero }]
        : [{ accountNumber: transfer.differenceAccounts.gain, debit: zero, credit: toAmount(-difference) }];
  const entry: JournalEntry = {
    journalCode: transfer.journalCode,
    date: transfer.date,
    label: transfer.label,
    lines: [
      { ...transfer.to.account, debit: transfer.to.value, credit: zero, foreign: transfer.to.foreign },
      { ...transfer.from.account, debit: zero, credit: transfer.from.value, foreign: transfer.from.foreign },
      ...differenceLine,
    ],
  };
  const fromId = transfer.from.account.accountId;
  const charged = transfer.charges
    ? withBankCharges(
        entry,
        transfer.charges,
        (line) => line.accountId === fromId && line.credit > 0n,
        transfer.charges.account,
      )
    : entry;
  assertEntryInvariants(charged);
  return charged;
}
