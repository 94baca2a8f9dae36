import { divideRoundingHalfAwayFromZero } from './decimal.ts';
import { assertEntryInvariants, type JournalEntry, type LedgerAccount } from './journal-entry.ts';
import { type Amount, addAmounts, subtractAmounts, sumAmounts, toAmount, ZERO_AMOUNT } from './money.ts';
import { type ReverseChargeTreatment, turnoverInstalment } from './vat-treatments.ts';

/** A base and its VAT at one rate, in minor units. */
export type RateAmounts = { rateBasisPoints: number; base: Amount; vat: Amount };

/** One line of a return: its code on the form, the base where the form asks one, the amount. */
export type ReturnLine = { line: string; base: Amount | null; amount: Amount | null };

/**
 * The VAT a payment moved out of the waiting account (CGI art. 269-2-c) spread over the rates of the
 * document's services, in proportion to their pending VAT: each rate but the last gets its rounded
 * share, the last what remains, so the rows add up to the VAT moved; each base follows its VAT's share.
 */
export function paidServicesByRate(pendingByRate: readonly RateAmounts[], moved: Amount): RateAmounts[] {
  const pending = sumAmounts(pendingByRate.map((row) => row.vat));
  if (pending === 0n || moved === 0n) return [];
  let remaining = moved;
  return pendingByRate.map((row, index) => {
    const vat =
      index === pendingByRate.length - 1
        ? remaining
        : toAmount(divideRoundingHalfAwayFromZero(row.vat * moved, pending));
    remaining = subtractAmounts(remaining, vat);
    return { rateBasisPoints: row.rateBasisPoints, base: shareOf(row.base, vat, row.vat), vat };
  });
}

function shareOf(total: Amount, part: Amount, whole: Amount): Amount {
  return whole === 0n ? ZERO_AMOUNT : toAmount(divideRoundingHalfAwayFromZero(total * part, whole));
}

/** What a period's reverse-charged purchases add to the CA3, by treatment and rate. */
export type ReverseChargedRow = RateAmounts & { treatment: ReverseChargeTreatment };

/**
 * The CA3 lines (form 3310-CA3) of reverse-charged purchases: the bases of intra-EU acquisitions (B2),
 * of services bought from EU suppliers under CGI art. 283-2 (A3) and of imports (A4); line 17 "dont TVA
 * sur acquisitions intracommunautaires"; line 24 "dont TVA déductible sur importations". Their VAT also
 * counts in the gross VAT of its rate (08, 9B…) and in the deductible VAT (19 on fixed assets, 20 on
 * other goods and services), which the return reads from the ledger's VAT accounts.
 */
export function ca3ReverseChargeLines(rows: readonly ReverseChargedRow[]): ReturnLine[] {
  const of = (treatment: ReverseChargeTreatment) => rows.filter((row) => row.treatment === treatment);
  const base = (treatment: ReverseChargeTreatment) => sumAmounts(of(treatment).map((row) => row.base));
  const vat = (treatment: ReverseChargeTreatment) => sumAmounts(of(treatment).map((row) => row.vat));
  return [
    { line: 'A3', base: base('REVERSE_CHARGE_SERVICES'), amount: null },
    { line: 'A4', base: base('IMPORT'), amount: null },
    { line: 'B2', base: base('INTRA_EU_ACQUISITION'), amount: null },
    { line: '17', base: null, amount: vat('INTRA_EU_ACQUISITION') },
    { line: '24', base: null, amount: vat('IMPORT') },
  ];
}

/**
 * The gross VAT lines that services paid in the period add, by rate (A1 base; 08 at 20 %, 9B at 10 %,
 * 09 at 5.5 %, 10 at 2.1 %), so that VAT on services counts when paid (CGI art. 269-2-c).
 */
export function ca3PaidServicesLines(rows: readonly RateAmounts[]): ReturnLine[] {
  const byRate = new Map<number, { base: Amount; vat: Amount }>();
  for (const row of rows) {
    const current = byRate.get(row.rateBasisPoints) ?? { base: ZERO_AMOUNT, vat: ZERO_AMOUNT };
    byRate.set(row.rateBasisPoints, {
      base: addAmounts(current.base, row.base),
      vat: addAmounts(current.vat, row.vat),
    });
  }
  const lines: ReturnLine[] = [{ line: 'A1', base: sumAmounts(rows.map((row) => row.base)), amount: null }];
  for (const [rate, amounts] of [...byRate].sort(([left], [right]) => right - left)) {
    const line = CA3_RATE_LINES[rate];
    if (line) lines.push({ line, base: amounts.base, amount: amounts.vat });
  }
  return lines;
}

const CA3_RATE_LINES: Readonly<Record<number, string>> = { 2000: '08', 1000: '9B', 550: '09', 210: '10' };

/** What a Cameroonian month's withholdings and instalment come to, from the ledger and the settings. */
export type CameroonWithholdingInput = {
  /** Debits of the VAT-withheld account (4458) in the month, less its credits. */
  vatWithheldByCustomers: Amount;
  /** Credits of the précompte-withheld account (4478) in the month, less its debits. */
  precompteWithheld: Amount;
  /** Debits of the précompte-suffered account (4492) from sales in the month, less its credits. */
  precompteSuffered: Amount;
  /** The month's turnover without VAT (class 70 credits less debits). */
  turnover: Amount;
  instalmentRateBasisPoints: number;
};

/**
 * The lines Cameroon's monthly return gains (codes of referentials/withholding-taxes.csv):
 * VAT_WITHHELD, deducted from the VAT due; PRECOMPTE_WITHHELD, owed to the State; TURNOVER_INSTALMENT
 * on the month's turnover, less PRECOMPTE_SUFFERED (an advance on the same tax, CGI art. 21), giving
 * INSTALMENT_DUE, never below zero; what the précompte suffered exceeds is carried (PRECOMPTE_CARRIED).
 */
export function cameroonWithholdingLines(input: CameroonWithholdingInput): ReturnLine[] {
  const instalment = turnoverInstalment(input.turnover, input.instalmentRateBasisPoints);
  const net = subtractAmounts(instalment, input.precompteSuffered);
  return [
    { line: 'VAT_WITHHELD', base: null, amount: input.vatWithheldByCustomers },
    { line: 'PRECOMPTE_WITHHELD', base: null, amount: input.precompteWithheld },
    { line: 'TURNOVER_INSTALMENT', base: input.turnover, amount: instalment },
    { line: 'PRECOMPTE_SUFFERED', base: null, amount: input.precompteSuffered },
    { line: 'INSTALMENT_DUE', base: null, amount: net > 0n ? net : ZERO_AMOUNT },
    { line: 'PRECOMPTE_CARRIED', base: null, amount: net < 0n ? toAmount(-net) : ZERO_AMOUNT },
  ];
}

/**
 * The entry of a month's instalment once declared (Cameroon, CGI art. 21): the instalment due less the
 * précompte customers already withheld is an advance on the company's own tax (449x, the account of
 * the précompte suffered) owed to the State (441 "État, impôt sur les bénéfices") until paid. None when
 * nothing is due.
 */
export function turnoverInstalmentEntry(
  input: { date: string; label: string; amount: Amount },
  accounts: { advance: LedgerAccount; due: LedgerAccount },
): JournalEntry | null {
  if (input.amount <= 0n) return null;
  const entry: JournalEntry = {
    journalCode: 'OD',
    date: input.date,
    label: input.label,
    lines: [
      { ...accounts.advance, label: input.label, debit: input.amount, credit: ZERO_AMOUNT },
      { ...accounts.due, label: input.label, debit: ZERO_AMOUNT, credit: input.amount },
    ],
  };
  assertEntryInvariants(entry);
  return entry;
}
