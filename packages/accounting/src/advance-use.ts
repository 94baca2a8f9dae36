import { convert, type ExchangeRate } from './currencies.ts';
import { type ExchangeDifferenceAccounts, paymentInCompanyCurrency } from './foreign-entry.ts';
import type { ForeignAmount, JournalEntry, JournalLine, LedgerAccount } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';

/** Part of an advance (4191 / 4091) set against an invoice of its party, both in `currency`. */
export interface AdvanceUse {
  /** Set against the invoice now, in minor units of `currency`. */
  amount: bigint;
  /** What earlier uses took of the advance, and what settled the invoice before, in `currency`. */
  usedBefore: bigint;
  settledBefore: bigint;
  currency: string;
  /** The invoice's rate and the advance's (historical: an advance is never revalued). */
  documentRate: ExchangeRate;
  advanceRate: ExchangeRate;
  companyCurrency: string;
}

/**
 * What setting an advance against its invoice posts in the company's currency
 * (docs/decisions/0036-currencies.md, amendment on advances): `party`, the invoice's share at its
 * rate, cumulative as a payment's; `advance`, what leaves 4191 / 4091 at the advance's rate, cumulative
 * too, so an advance used in parts leaves its account at exactly what it was booked; `difference`,
 * advance − party, realised in the same entry (656 / 756), as a payment made at the advance's rate.
 */
export function advanceUseInCompanyCurrency(use: AdvanceUse): { advance: Amount; party: Amount; difference: bigint } {
  const { party } = paymentInCompanyCurrency({
    amount: use.amount,
    paidBefore: use.settledBefore,
    currency: use.currency,
    documentRate: use.documentRate,
    paymentRate: use.advanceRate,
    companyCurrency: use.companyCurrency,
  });
  const atAdvanceRate = (used: bigint) => convert(used, use.currency, use.advanceRate, use.companyCurrency);
  const advance = toAmount(atAdvanceRate(use.usedBefore + use.amount) - atAdvanceRate(use.usedBefore));
  return { advance, party, difference: advance - party };
}

/** The company-currency figures of an advance's use: as `advanceUseInCompanyCurrency` answers them. */
export type AdvanceUseFigures = ReturnType<typeof advanceUseInCompanyCurrency>;

/**
 * OD: an advance received set against a sale invoice, D 4191 / C 411, or one paid set against a
 * purchase invoice, D 401 / C 4091; the difference between the advance's value and the invoice's
 * share is a realised exchange loss (656) or gain (756) in the same entry. Both the advance's and the
 * party's lines keep `foreign`, the amount used in the invoice's currency, when it is a foreign one.
 */
export function postAdvanceUse(use: {
  date: string;
  label: string;
  received: boolean;
  partyAccount: LedgerAccount;
  advanceAccount: LedgerAccount;
  figures: AdvanceUseFigures;
  foreign: ForeignAmount | null;
  differenceAccounts: ExchangeDifferenceAccounts;
}): JournalEntry {
  const zero = toAmount(0n);
  const { advance, party, difference } = use.figures;
  const line = (account: LedgerAccount, debit: bigint, credit: bigint, foreign: ForeignAmount | null): JournalLine => ({
    ...account,
    label: use.label,
    debit: toAmount(debit),
    credit: toAmount(credit),
    foreign,
  });
  const lines = use.received
    ? [line(use.advanceAccount, advance, zero, use.foreign), line(use.partyAccount, zero, party, use.foreign)]
    : [line(use.partyAccount, party, zero, use.foreign), line(use.advanceAccount, zero, advance, use.foreign)];
  // Received: the advance brought less than the invoice's share is a loss. Paid: it cost more, a loss.
  const loss = use.received ? difference < 0n : difference > 0n;
  const magnitude = difference < 0n ? -difference : difference;
  const differenceLine =
    difference === 0n
      ? []
      : [
          loss
            ? line({ accountNumber: use.differenceAccounts.loss }, magnitude, zero, null)
            : line({ accountNumber: use.differenceAccounts.gain }, zero, magnitude, null),
        ];
  return { journalCode: 'OD', date: use.date, label: use.label, lines: [...lines, ...differenceLine] };
}
