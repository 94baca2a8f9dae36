import { convert, type ExchangeRate } from './currencies.ts';
import { EntryError, type JournalEntry, type JournalLine } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';

/** How an entry computed in a foreign currency is brought into the company's. */
export interface EntryConversion {
  /** The currency the entry's amounts are in (the document's). */
  currency: string;
  /** 1 unit of `currency` = rate units of `companyCurrency`: the rate of the document's date. */
  rate: ExchangeRate;
  companyCurrency: string;
  /** The party's line(s): converted exactly, never the one that takes the rounding. */
  isPartyLine: (line: JournalLine) => boolean;
}

const amountOf = (line: JournalLine) => (line.debit > 0n ? line.debit : line.credit);

/** Whether a line stays a positive amount on its own side once it takes `difference` (debits − credits). */
function canTake(line: JournalLine, difference: bigint): boolean {
  return line.credit > 0n ? line.credit + difference > 0n : line.debit - difference > 0n;
}

/**
 * The line that takes the rounding difference: the largest line that is neither the party's nor tax
 * (44x) and stays positive once it takes it, so the receivable or payable and the VAT are each exactly
 * their converted amount, and the few units that per-line rounding leaves go to revenue or expense
 * (docs/decisions/0036-currencies.md). Only when no such line can (lines worth a unit or less at the
 * rate) does a tax line take them.
 */
function absorbingIndex(
  lines: readonly JournalLine[],
  isPartyLine: (line: JournalLine) => boolean,
  difference: bigint,
): number {
  let best = -1;
  const candidates = (skipTax: boolean) =>
    lines.forEach((line, index) => {
      if (isPartyLine(line) || (skipTax && line.accountNumber.startsWith('44'))) return;
      if (!canTake(line, difference)) return;
      const current = lines[best];
      if (best < 0 || !current || amountOf(line) > amountOf(current)) best = index;
    });
  candidates(true);
  if (best < 0) candidates(false);
  return best;
}

/**
 * An entry whose amounts are in minor units of a foreign currency, in minor units of the company's:
 * each line converted at the rate (rounded once, half away from zero) and keeping its foreign amount
 * (`foreign`), then the difference those roundings leave between debits and credits moved onto one
 * line, so the entry balances to the unit.
 */
export function entryInCompanyCurrency(entry: JournalEntry, conversion: EntryConversion): JournalEntry {
  const { currency, rate, companyCurrency } = conversion;
  const lines = entry.lines.map((line) => ({
    ...line,
    debit: convert(line.debit, currency, rate, companyCurrency),
    credit: convert(line.credit, currency, rate, companyCurrency),
    foreign: { currency, amount: amountOf(line) as bigint },
  }));
  const difference = lines.reduce((total, line) => total + line.debit - line.credit, 0n);
  if (difference === 0n) return { ...entry, lines };
  const index = absorbingIndex(lines, conversion.isPartyLine, difference);
  const absorbing = lines[index];
  if (!absorbing) throw new EntryError('ENTRY_MUST_BALANCE', 'No line can take the rounding of the conversion.');
  const adjusted =
    absorbing.credit > 0n
      ? { ...absorbing, credit: toAmount(absorbing.credit + difference) }
      : { ...absorbing, debit: toAmount(absorbing.debit - difference) };
  return { ...entry, lines: lines.map((line, position) => (position === index ? adjusted : line)) };
}

/** A payment in the currency of the document it settles, and what it is worth in the company's. */
export interface ForeignPayment {
  /** Paid now, and settled by earlier payments, in minor units of `currency` (the document's). */
  amount: bigint;
  paidBefore: bigint;
  currency: string;
  /** The rate the document was posted at, and the rate of the payment's date. */
  documentRate: ExchangeRate;
  paymentRate: ExchangeRate;
  companyCurrency: string;
}

/**
 * What a foreign-currency payment posts in the company's currency: `treasury`, the money at the
 * payment's rate; `party`, the share of the receivable or payable it settles at the document's rate,
 * taken as the difference of the converted amounts settled after and before it, so the shares of
 * partial payments add up to the party's line exactly once the document is paid; `difference`,
 * treasury − party, the realised exchange difference (docs/decisions/0036-currencies.md).
 */
export function paymentInCompanyCurrency(payment: ForeignPayment): {
  treasury: Amount;
  party: Amount;
  difference: bigint;
} {
  const { amount, paidBefore, currency, documentRate, paymentRate, companyCurrency } = payment;
  const atDocumentRate = (settled: bigint) => convert(settled, currency, documentRate, companyCurrency);
  const party = toAmount(atDocumentRate(paidBefore + amount) - atDocumentRate(paidBefore));
  const treasury = convert(amount, currency, paymentRate, companyCurrency);
  return { treasury, party, difference: treasury - party };
}

/** The accounts of realised exchange differences on trade receivables and payables (referentials/exchange-difference-accounts.csv). */
export interface ExchangeDifferenceAccounts {
  loss: string;
  gain: string;
}

/**
 * A payment's entry, computed by the posting rules at the party's share (`party` on both the party's
 * and the treasury's lines), brought to what the treasury received or paid: the treasury line moves to
 * `treasury` and the difference goes to the exchange loss or gain in the same entry. A receipt that
 * brings more than its share is a gain; a disbursement that costs more is a loss. Both the party's and
 * the treasury's lines keep the foreign amount (the treasury's only when it holds that currency).
 */
export function withExchangeDifference(
  entry: JournalEntry,
  payment: { amount: bigint; currency: string; treasury: Amount; difference: bigint; treasuryInCurrency: boolean },
  isPartyLine: (line: JournalLine) => boolean,
  isTreasuryLine: (line: JournalLine) => boolean,
  accounts: ExchangeDifferenceAccounts,
): JournalEntry {
  const foreign = { currency: payment.currency, amount: payment.amount };
  const lines: JournalLine[] = entry.lines.map((line) => {
    if (isPartyLine(line)) return { ...line, foreign };
    if (!isTreasuryLine(line)) return line;
    const moved = line.debit > 0n ? { debit: payment.treasury } : { credit: payment.treasury };
    return { ...line, ...moved, foreign: payment.treasuryInCurrency ? foreign : null };
  });
  if (payment.difference === 0n) return { ...entry, lines };
  const receipt = entry.lines.some((line) => isTreasuryLine(line) && line.debit > 0n);
  const magnitude = toAmount(payment.difference < 0n ? -payment.difference : payment.difference);
  const zero = toAmount(0n);
  // A receipt worth more, or a disbursement costing less, than its share is a gain.
  const gain = receipt === payment.difference > 0n;
  const line: JournalLine = gain
    ? { accountNumber: accounts.gain, debit: zero, credit: magnitude }
    : { accountNumber: accounts.loss, debit: magnitude, credit: zero };
  return { ...entry, lines: [...lines, line] };
}

/** A credit note of a foreign-currency invoice, in the invoice's currency, and the part of it the invoice had due. */
export interface ForeignCreditNote {
  /** The credit note's total and the part of it that settles its invoice, in minor units of `currency`. */
  total: bigint;
  applied: bigint;
  /** What payments and earlier credit notes had settled of the invoice before it. */
  settledBefore: bigint;
  currency: string;
  invoiceRate: ExchangeRate;
  noteRate: ExchangeRate;
  companyCurrency: string;
}

/**
 * A credit note's entry, converted at its own date's rate, brought onto its invoice's: the party's line
 * takes the part that settles the invoice at the invoice's rate (cumulatively, as a payment does) and
 * the rest, owed back to the party, at its own; revenue or expense and VAT stay at the credit note's
 * rate, and the difference goes to the exchange loss or gain in the same entry, so the invoice and its
 * credit note leave nothing on the party's account (docs/decisions/0036-currencies.md).
 */
export function creditNoteAgainstInvoice(
  entry: JournalEntry,
  note: ForeignCreditNote,
  isPartyLine: (line: JournalLine) => boolean,
  accounts: ExchangeDifferenceAccounts,
): JournalEntry {
  const { total, applied, settledBefore, currency, companyCurrency } = note;
  const atInvoice = (settled: bigint) => convert(settled, currency, note.invoiceRate, companyCurrency);
  const atNote = (settled: bigint) => convert(settled, currency, note.noteRate, companyCurrency);
  const party = toAmount(
    atInvoice(settledBefore + applied) - atInvoice(settledBefore) + atNote(total) - atNote(applied),
  );
  const lines = entry.lines.map((line) => {
    if (!isPartyLine(line)) return line;
    return line.debit > 0n ? { ...line, debit: party } : { ...line, credit: party };
  });
  const balance = lines.reduce((sum, line) => sum + line.debit - line.credit, 0n);
  if (balance === 0n) return { ...entry, lines };
  const magnitude = toAmount(balance < 0n ? -balance : balance);
  const zero = toAmount(0n);
  // Debits left over are balanced by a gain, credits by a loss.
  const difference: JournalLine =
    balance > 0n
      ? { accountNumber: accounts.gain, debit: zero, credit: magnitude }
      : { accountNumber: accounts.loss, debit: magnitude, credit: zero };
  return { ...entry, lines: [...lines, difference] };
}
