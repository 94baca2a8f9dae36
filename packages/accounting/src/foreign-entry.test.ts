import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, fixedExchangeRate, parseExchangeRate } from './currencies.ts';
import { formatScaledDecimal } from './decimal.ts';
import { entryInCompanyCurrency } from './foreign-entry.ts';
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

  it('balances to the unit, the party line exactly converted, one line off by the rounding (property)', () => {
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
        expect(off.every((line) => !line.accountNumber.startsWith('44'))).toBe(true);
      }),
    );
  });
});
