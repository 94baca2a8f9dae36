import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, fixedExchangeRate, parseExchangeRate } from './currencies.ts';
import { formatScaledDecimal } from './decimal.ts';
import {
  creditNoteAgainstInvoice,
  entryInCompanyCurrency,
  paymentInCompanyCurrency,
  withExchangeDifference,
} from './foreign-entry.ts';
import type { JournalEntry, JournalLine } from './journal-entry.ts';
import { toAmount } from './money.ts';

const debit = (accountNumber: string, amount: bigint, subAccountId: string | null = null): JournalLine => ({
  accountNumber,
  subAccountId,
  debit: toAmount(amount),
  credit: toAmount(0n),
});
const credit = (accountNumber: string, amount: bigint, subAccountId: string | null = null): JournalLine => ({
  accountNumber,
  subAccountId,
  debit: toAmount(0n),
  credit: toAmount(amount),
});
const isPartyLine = (line: JournalLine) => line.subAccountId === 'party';
const figures = (entry: JournalEntry) =>
  entry.lines.map((line) => [line.accountNumber, line.debit, line.credit, line.foreign?.amount]);

describe('entryInCompanyCurrency', () => {
  it('posts 10,000 EUR sold by a XAF company at the fixed parity: 6,559,570 XAF, nothing to round', () => {
    const rate = fixedExchangeRate('EUR', 'XAF');
    if (!rate) throw new Error('EUR/XAF is fixed');
    const sale: JournalEntry = {
      journalCode: 'VE',
      date: '2026-03-02',
      label: 'Export',
      lines: [debit('4111', 1_000_000n, 'party'), credit('7011', 1_000_000n)],
    };
    const posted = entryInCompanyCurrency(sale, { currency: 'EUR', rate, companyCurrency: 'XAF', isPartyLine });
    expect(figures(posted)).toEqual([
      ['4111', 6_559_570n, 0n, 1_000_000n],
      ['7011', 0n, 6_559_570n, 1_000_000n],
    ]);
    expect(posted.lines.every((line) => line.foreign?.currency === 'EUR')).toBe(true);
  });

  it('a French company buying in USD: payable and VAT exact, the cent of rounding on the expense', () => {
    // Two lines of 100.03 USD, VAT 20 % on 200.06 = 40.01, total 240.07 USD, at 1 USD = 0.5 EUR:
    // payable 120.035 → 120.04 EUR; VAT 20.005 → 20.01; each line 50.015 → 50.02, so the debits
    // (50.02 + 50.02 + 20.01 = 120.05) exceed the payable by 0.01: the first expense line takes 50.01.
    const purchase: JournalEntry = {
      journalCode: 'AC',
      date: '2026-03-02',
      label: 'Bill',
      lines: [debit('6071', 10_003n), debit('6071', 10_003n), debit('44566', 4001n), credit('4011', 24_007n, 'party')],
    };
    const posted = entryInCompanyCurrency(purchase, {
      currency: 'USD',
      rate: parseExchangeRate('0.5'),
      companyCurrency: 'EUR',
      isPartyLine,
    });
    expect(figures(posted)).toEqual([
      ['6071', 5001n, 0n, 10_003n],
      ['6071', 5002n, 0n, 10_003n],
      ['44566', 2001n, 0n, 4001n],
      ['4011', 0n, 12_004n, 24_007n],
    ]);
  });

  const lineAmounts = fc.array(fc.bigInt({ min: 1n, max: 10n ** 9n }), { minLength: 1, maxLength: 12 });
  const rates = fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.integer({ min: 0, max: 6 }))
    .map(([digits, decimals]) => parseExchangeRate(formatScaledDecimal(digits, decimals)));

  it('balances to the unit, the party exactly converted, one line off, tax only if no revenue can (property)', () => {
    fc.assert(
      fc.property(lineAmounts, fc.bigInt({ min: 0n, max: 10n ** 8n }), rates, (amounts, vat, rate) => {
        const total = amounts.reduce((sum, amount) => sum + amount, 0n) + vat;
        const lines = [
          debit('4111', total, 'party'),
          ...amounts.map((amount) => credit('7011', amount)),
          ...(vat > 0n ? [credit('4431', vat)] : []),
        ];
        const entry: JournalEntry = { journalCode: 'VE', date: '2026-01-31', label: 'x', lines };
        const posted = entryInCompanyCurrency(entry, { currency: 'USD', rate, companyCurrency: 'XAF', isPartyLine });
        const debits = posted.lines.reduce((sum, line) => sum + line.debit, 0n);
        const credits = posted.lines.reduce((sum, line) => sum + line.credit, 0n);
        expect(debits).toBe(credits);
        expect(posted.lines[0]?.debit).toBe(convert(total, 'USD', rate, 'XAF'));
        const off = posted.lines.filter((line, index) => {
          const original = lines[index];
          const foreign = original ? original.debit + original.credit : 0n;
          return line.debit + line.credit !== convert(foreign, 'USD', rate, 'XAF');
        });
        expect(off.length).toBeLessThanOrEqual(1);
        const exact = lines.map((line) => ({
          accountNumber: line.accountNumber,
          debit: convert(line.debit, 'USD', rate, 'XAF'),
          credit: convert(line.credit, 'USD', rate, 'XAF'),
        }));
        const rounding = exact.reduce((sum, line) => sum + line.debit - line.credit, 0n);
        const revenueCouldTake = exact.some((line) => line.accountNumber === '7011' && line.credit + rounding > 0n);
        if (revenueCouldTake) expect(off.every((line) => !line.accountNumber.startsWith('44'))).toBe(true);
      }),
    );
  });
});

const DIFFERENCES = { loss: '656', gain: '756' };
const entryOf = (lines: JournalLine[]): JournalEntry => ({ journalCode: 'OD', date: '2026-01-31', label: 'x', lines });
const isTreasuryLine = (line: JournalLine) => line.accountNumber === '5211';
const sides = (entry: JournalEntry) =>
  entry.lines.reduce((sum, line) => ({ debit: sum.debit + line.debit, credit: sum.credit + line.credit }), {
    debit: 0n,
    credit: 0n,
  });

describe('creditNoteAgainstInvoice', () => {
  it('credits 400 USD of an invoice at 600 on a day at 610: receivable 240,000, sales 244,000, gain 4,000', () => {
    const note = entryInCompanyCurrency(entryOf([credit('4111', 40_000n, 'party'), debit('7011', 40_000n)]), {
      currency: 'USD',
      rate: parseExchangeRate('610'),
      companyCurrency: 'XAF',
      isPartyLine,
    });
    const posted = creditNoteAgainstInvoice(
      note,
      {
        total: 40_000n,
        applied: 40_000n,
        settledBefore: 0n,
        currency: 'USD',
        invoiceRate: parseExchangeRate('600'),
        noteRate: parseExchangeRate('610'),
        companyCurrency: 'XAF',
      },
      isPartyLine,
      DIFFERENCES,
    );
    expect(posted.lines.map((line) => [line.accountNumber, line.debit, line.credit])).toEqual([
      ['4111', 0n, 240_000n],
      ['7011', 244_000n, 0n],
      ['756', 0n, 4_000n],
    ]);
  });

  it('takes what exceeds the amount due at its own rate: 100 of 150 USD applied, 50 × 610 + 100 × 600', () => {
    const posted = creditNoteAgainstInvoice(
      entryOf([credit('4111', 91_500n, 'party'), debit('7011', 91_500n)]),
      {
        total: 15_000n,
        applied: 10_000n,
        settledBefore: 0n,
        currency: 'USD',
        invoiceRate: parseExchangeRate('600'),
        noteRate: parseExchangeRate('610'),
        companyCurrency: 'XAF',
      },
      isPartyLine,
      DIFFERENCES,
    );
    // 100 × 600 + 50 × 610 = 60,000 + 30,500 = 90,500; sales 150 × 610 = 91,500; gain 1,000.
    expect(posted.lines.map((line) => [line.accountNumber, line.debit, line.credit])).toEqual([
      ['4111', 0n, 90_500n],
      ['7011', 91_500n, 0n],
      ['756', 0n, 1_000n],
    ]);
  });
});

describe('a foreign invoice settled by payments and credit notes (property)', () => {
  const rates = fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.integer({ min: 0, max: 4 }))
    .map(([digits, decimals]) => parseExchangeRate(formatScaledDecimal(digits, decimals)));
  const settlements = fc.array(
    fc.record({ amount: fc.bigInt({ min: 1n, max: 10n ** 7n }), rate: rates, creditNote: fc.boolean() }),
    { minLength: 1, maxLength: 8 },
  );

  /** One settlement's entry, in XAF, of `amount` USD after `settledBefore`: a receipt or a credit note. */
  function settlementEntry(
    step: { amount: bigint; rate: ReturnType<typeof parseExchangeRate>; creditNote: boolean },
    settledBefore: bigint,
    invoiceRate: ReturnType<typeof parseExchangeRate>,
  ): JournalEntry {
    const money = { currency: 'USD', companyCurrency: 'XAF' };
    if (step.creditNote) {
      const lines = [credit('4111', step.amount, 'party'), debit('7011', step.amount)];
      const converted = entryInCompanyCurrency(entryOf(lines), { ...money, rate: step.rate, isPartyLine });
      const note = { ...money, total: step.amount, applied: step.amount, settledBefore, invoiceRate };
      return creditNoteAgainstInvoice(converted, { ...note, noteRate: step.rate }, isPartyLine, DIFFERENCES);
    }
    const share = paymentInCompanyCurrency({
      ...money,
      amount: step.amount,
      paidBefore: settledBefore,
      documentRate: invoiceRate,
      paymentRate: step.rate,
    });
    const entry = entryOf([debit('5211', share.party), credit('4111', share.party, 'party')]);
    const payment = { ...share, amount: step.amount, currency: 'USD', treasuryInCurrency: false };
    return withExchangeDifference(entry, payment, isPartyLine, isTreasuryLine, DIFFERENCES);
  }

  it('keeps the party account at the invoice rate of what is left, and at zero once all is settled', () => {
    fc.assert(
      fc.property(settlements, rates, fc.boolean(), (steps, invoiceRate, whole) => {
        const settled = whole ? steps : steps.slice(0, -1);
        const total = steps.reduce((sum, step) => sum + step.amount, 0n);
        const invoice = entryInCompanyCurrency(entryOf([debit('4111', total, 'party'), credit('7011', total)]), {
          currency: 'USD',
          rate: invoiceRate,
          companyCurrency: 'XAF',
          isPartyLine,
        });
        let before = 0n;
        const entries = [invoice];
        for (const step of settled) {
          entries.push(settlementEntry(step, before, invoiceRate));
          before += step.amount;
        }
        for (const entry of entries) expect(sides(entry).debit).toBe(sides(entry).credit);
        const partyLines = entries.flatMap((entry) => entry.lines.filter(isPartyLine));
        const balance = partyLines.reduce((sum, line) => sum + line.debit - line.credit, 0n);
        // The invoice's party line is a debit, every settlement's a credit (a tiny one may convert to 0).
        const foreignOf = (entry: JournalEntry) => entry.lines.find(isPartyLine)?.foreign?.amount ?? 0n;
        const foreign = entries.reduce((sum, entry, index) => sum + (index === 0 ? 1n : -1n) * foreignOf(entry), 0n);
        expect(foreign).toBe(total - before);
        expect(balance).toBe(convert(total, 'USD', invoiceRate, 'XAF') - convert(before, 'USD', invoiceRate, 'XAF'));
        if (whole) expect(balance).toBe(0n);
      }),
    );
  });
});

/**
 * An advance set against its invoice is settled like a payment made at the advance's historical rate
 * (docs/decisions/0036-currencies.md): the advance account leaves at what it was booked, the party's
 * account at the invoice's rate, and the difference is realised.
 */
describe('an advance set against its invoice', () => {
  /** Sets `advance` USD received (4191) or paid (4091) at `advanceRate` against an invoice at `invoiceRate`. */
  const settle = (advance: bigint, invoiceRate: string, advanceRate: string, company: string, received: boolean) => {
    const share = paymentInCompanyCurrency({
      amount: advance,
      paidBefore: 0n,
      currency: 'USD',
      documentRate: parseExchangeRate(invoiceRate),
      paymentRate: parseExchangeRate(advanceRate),
      companyCurrency: company,
    });
    // Computed at the party's share, as the posting rules do; the advance line then moves to its booked value.
    const lines = received
      ? [debit('4191', share.party), credit('4111', share.party, 'party')]
      : [credit('4091', share.party), debit('4011', share.party, 'party')];
    const payment = { ...share, amount: advance, currency: 'USD', treasuryInCurrency: false };
    const isAdvance = (line: JournalLine) =>
      line.accountNumber.startsWith('409') || line.accountNumber.startsWith('419');
    return figures(withExchangeDifference(entryOf(lines), payment, isPartyLine, isAdvance, DIFFERENCES));
  };

  it('XAF: 2,000 USD received at 610 (1,220,000 on 4191) against an invoice at 600: 1,200,000 and a gain of 20,000', () => {
    expect(settle(200_000n, '600', '610', 'XAF', true)).toEqual([
      ['4191', 1_220_000n, 0n, undefined],
      ['4111', 0n, 1_200_000n, 200_000n],
      ['756', 0n, 20_000n, undefined],
    ]);
  });

  it('EUR: 1,000 USD paid at 0.95 (950.00 € on 4091) against a bill at 0.92: 920.00 € and a loss of 30.00 €', () => {
    expect(settle(100_000n, '0.92', '0.95', 'EUR', false)).toEqual([
      ['4091', 0n, 95_000n, undefined],
      ['4011', 92_000n, 0n, 100_000n],
      ['656', 3_000n, 0n, undefined],
    ]);
  });
});
