import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAmount } from './money.ts';
import {
  ca3PaidServicesLines,
  ca3ReverseChargeLines,
  cameroonWithholdingLines,
  paidServicesByRate,
  turnoverInstalmentEntry,
} from './vat-treatment-returns.ts';

const amount = (value: bigint) => toAmount(value);

describe('paidServicesByRate', () => {
  it('spreads 83.33 € moved over 20 % and 10 % services in proportion to their pending VAT', () => {
    // Pending: 1,000.00 € at 20 % (200.00) and 500.00 € at 10 % (50.00): 250.00 € in all.
    const pending = [
      { rateBasisPoints: 2000, base: amount(100000n), vat: amount(20000n) },
      { rateBasisPoints: 1000, base: amount(50000n), vat: amount(5000n) },
    ];
    // 83.33 × 200 / 250 = 66.664 → 66.66; the 10 % row gets the rest, 16.67;
    // bases 1,000.00 × 66.66 / 200.00 = 333.30 and 500.00 × 16.67 / 50.00 = 166.70.
    expect(paidServicesByRate(pending, amount(8333n))).toEqual([
      { rateBasisPoints: 2000, base: 33330n, vat: 6666n },
      { rateBasisPoints: 1000, base: 16670n, vat: 1667n },
    ]);
    expect(paidServicesByRate(pending, amount(0n))).toEqual([]);
  });

  it('always adds up to the VAT moved', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ base: fc.bigInt({ min: 1n, max: 10n ** 9n }), rate: fc.constantFrom(2000, 1000, 550) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        (rows, moved) => {
          const pending = rows.map((row) => ({
            rateBasisPoints: row.rate,
            base: amount(row.base),
            vat: amount((row.base * BigInt(row.rate)) / 10000n + 1n),
          }));
          const spread = paidServicesByRate(pending, amount(moved));
          expect(spread.reduce((total, row) => total + row.vat, 0n)).toBe(moved);
        },
      ),
    );
  });
});

describe('CA3 lines of VAT treatments', () => {
  it('puts reverse-charged purchases on A3, A4, B2, 17 and 24', () => {
    // An intra-EU acquisition of 2,000.00 € (400.00 € VAT), a 283-2 service of 1,500.00 € (300.00 €),
    // an import of 3,000.00 € (600.00 €).
    const lines = ca3ReverseChargeLines([
      { treatment: 'INTRA_EU_ACQUISITION', rateBasisPoints: 2000, base: amount(200000n), vat: amount(40000n) },
      { treatment: 'REVERSE_CHARGE_SERVICES', rateBasisPoints: 2000, base: amount(150000n), vat: amount(30000n) },
      { treatment: 'IMPORT', rateBasisPoints: 2000, base: amount(300000n), vat: amount(60000n) },
    ]);
    expect(lines).toEqual([
      { line: 'A3', base: 150000n, amount: null },
      { line: 'A4', base: 300000n, amount: null },
      { line: 'B2', base: 200000n, amount: null },
      { line: '17', base: null, amount: 40000n },
      { line: '24', base: null, amount: 60000n },
    ]);
  });

  it('counts services in the month they are paid: 416.65 € at 20 % for 83.33 € of VAT', () => {
    expect(
      ca3PaidServicesLines([
        { rateBasisPoints: 2000, base: amount(41665n), vat: amount(8333n) },
        { rateBasisPoints: 550, base: amount(10000n), vat: amount(550n) },
      ]),
    ).toEqual([
      { line: 'A1', base: 51665n, amount: null },
      { line: '08', base: 41665n, amount: 8333n },
      { line: '09', base: 10000n, amount: 550n },
    ]);
  });
});

describe('Cameroon: withholdings and the instalment on the monthly return', () => {
  it('a month: 481,250 of VAT withheld, 22,000 of précompte owed, 271,605 of instalment less 55,000 suffered', () => {
    // Turnover 12,345,678 × 2.2 % = 271,604.916 → 271,605; less the 55,000 customers withheld: 216,605.
    expect(
      cameroonWithholdingLines({
        vatWithheldByCustomers: amount(481250n),
        precompteWithheld: amount(22000n),
        precompteSuffered: amount(55000n),
        turnover: amount(12345678n),
        instalmentRateBasisPoints: 220,
      }),
    ).toEqual([
      { line: 'VAT_WITHHELD', base: null, amount: 481250n },
      { line: 'PRECOMPTE_WITHHELD', base: null, amount: 22000n },
      { line: 'TURNOVER_INSTALMENT', base: 12345678n, amount: 271605n },
      { line: 'PRECOMPTE_SUFFERED', base: null, amount: 55000n },
      { line: 'INSTALMENT_DUE', base: null, amount: 216605n },
      { line: 'PRECOMPTE_CARRIED', base: null, amount: 0n },
    ]);
  });

  it('carries what the précompte suffered exceeds, never a negative instalment', () => {
    const lines = cameroonWithholdingLines({
      vatWithheldByCustomers: amount(0n),
      precompteWithheld: amount(0n),
      precompteSuffered: amount(55000n),
      turnover: amount(1000000n),
      instalmentRateBasisPoints: 220,
    });
    expect(lines.slice(2)).toEqual([
      { line: 'TURNOVER_INSTALMENT', base: 1000000n, amount: 22000n },
      { line: 'PRECOMPTE_SUFFERED', base: null, amount: 55000n },
      { line: 'INSTALMENT_DUE', base: null, amount: 0n },
      { line: 'PRECOMPTE_CARRIED', base: null, amount: 33000n },
    ]);
  });
});

describe('turnoverInstalmentEntry', () => {
  it('books the 216,605 due as an advance on the company’s tax, owed to the State', () => {
    const entry = turnoverInstalmentEntry(
      { date: '2026-04-15', label: 'Acompte IS mars 2026', amount: amount(216605n) },
      { advance: { accountNumber: '4492' }, due: { accountNumber: '441' } },
    );
    expect(entry?.journalCode).toBe('OD');
    expect(entry?.lines.map((line) => [line.accountNumber, line.debit, line.credit])).toEqual([
      ['4492', 216605n, 0n],
      ['441', 0n, 216605n],
    ]);
    expect(
      turnoverInstalmentEntry(
        { date: '2026-04-15', label: 'Acompte', amount: amount(0n) },
        { advance: { accountNumber: '4492' }, due: { accountNumber: '441' } },
      ),
    ).toBeNull();
  });
});
