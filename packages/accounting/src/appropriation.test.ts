import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppropriationAccounts,
  type AppropriationPosition,
  type AppropriationSplit,
  checkAppropriation,
  computeAppropriationEntry,
  distributableProfit,
  dividendWithholding,
  equityBelowHalfOfCapital,
  legalReserveMinimum,
} from './appropriation.ts';

const OHADA = { rateBasisPoints: 1000, ceilingOfCapitalBasisPoints: 2000 };
const FRANCE = { rateBasisPoints: 500, ceilingOfCapitalBasisPoints: 1000 };

const SYSCOHADA_ACCOUNTS: AppropriationAccounts = {
  pending: '1301',
  legalReserve: '111',
  otherReserves: '1181',
  retainedEarningsCredit: '121',
  retainedEarningsDebit: '1291',
  dividends: '465',
  withholdingTax: '4478',
};
const PCG_ACCOUNTS: AppropriationAccounts = {
  pending: '120',
  legalReserve: '1061',
  otherReserves: '1068',
  retainedEarningsCredit: '110',
  retainedEarningsDebit: '119',
  dividends: '457',
  withholdingTax: '4423',
};

const split = (parts: Partial<AppropriationSplit>): AppropriationSplit => ({
  legalReserve: 0n,
  otherReserves: 0n,
  retainedEarnings: 0n,
  dividends: 0n,
  dividendsSubjectToWithholding: parts.dividends ?? 0n,
  ...parts,
});

const position = (parts: Partial<AppropriationPosition>): AppropriationPosition => ({
  result: 0n,
  retainedEarnings: 0n,
  legalReserve: 0n,
  capital: 0n,
  ...parts,
});

const summary = (lines: readonly { accountNumber: string; debit: bigint; credit: bigint }[]) =>
  lines.map((line) => [line.accountNumber, line.debit, line.credit]);

describe('legalReserveMinimum', () => {
  it.each([
    // OHADA: a tenth of 85,000 XAF = 8,500; the ceiling (a fifth of 1,000,000 = 200,000) is far.
    ['OHADA, a tenth', position({ result: 85_000n, capital: 1_000_000n }), OHADA, 8_500n],
    // A tenth of 85,005 is 8,500.5: "at least" rounds up to 8,501.
    ['OHADA, rounded up', position({ result: 85_005n, capital: 1_000_000n }), OHADA, 8_501n],
    // The reserve holds 195,000 of its 200,000 ceiling: 5,000 reaches it, not the tenth (8,500).
    ['OHADA, capped', position({ result: 85_000n, capital: 1_000_000n, legalReserve: 195_000n }), OHADA, 5_000n],
    ['OHADA, ceiling reached', position({ result: 85_000n, capital: 1_000_000n, legalReserve: 200_000n }), OHADA, 0n],
    // France: profit 1,164.52 € less losses carried forward 200.00 = 964.52; a twentieth = 48.226 → 48.23.
    [
      'France, on the profit less losses',
      position({ result: 116_452n, retainedEarnings: -20_000n, capital: 1_000_000n, legalReserve: 90_000n }),
      FRANCE,
      4_823n,
    ],
    // The reserve holds 990.00 of its 1,000.00 ceiling (a tenth of 10,000.00): 10.00, not 50.00.
    ['France, capped', position({ result: 100_000n, capital: 1_000_000n, legalReserve: 99_000n }), FRANCE, 1_000n],
    ['a loss', position({ result: -5_000n, capital: 1_000_000n }), OHADA, 0n],
    [
      'profit absorbed by losses',
      position({ result: 5_000n, retainedEarnings: -9_000n, capital: 100_000n }),
      OHADA,
      0n,
    ],
    ['no legal reserve (SNC)', position({ result: 85_000n, capital: 1_000_000n }), null, 0n],
  ] as const)('%s', (_name, held, rule, expected) => {
    expect(legalReserveMinimum(held, rule)).toBe(expected);
  });

  it('never exceeds the share of the base nor what reaches the ceiling, and is never negative', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (result, retainedEarnings, legalReserve, capital) => {
          const held = { result, retainedEarnings, legalReserve, capital };
          const minimum = legalReserveMinimum(held, OHADA);
          expect(minimum >= 0n).toBe(true);
          expect(legalReserve + minimum <= (capital * 2000n + 9999n) / 10_000n || minimum === 0n).toBe(true);
          expect(minimum <= (result > 0n ? result : 0n)).toBe(true);
        },
      ),
    );
  });
});

describe('checkAppropriation', () => {
  const france = position({ result: 116_452n, retainedEarnings: -20_000n, capital: 1_000_000n, legalReserve: 90_000n });
  const rules = { legalReserve: FRANCE, withholdingBasisPoints: 3000 };

  it.each([
    ['a split that does not add up', split({ legalReserve: 4_823n, dividends: 90_000n }), 'APPROPRIATION_MUST_ADD_UP'],
    [
      'a split that skips the legal reserve',
      split({ retainedEarnings: 26_452n, dividends: 90_000n }),
      'APPROPRIATION_MUST_FUND_LEGAL_RESERVE',
    ],
    [
      'a legal reserve a cent short',
      split({ legalReserve: 4_822n, retainedEarnings: 21_630n, dividends: 90_000n }),
      'APPROPRIATION_MUST_FUND_LEGAL_RESERVE',
    ],
    [
      'dividends beyond the profit less losses and the reserve (916.29)',
      split({ legalReserve: 4_823n, retainedEarnings: 19_999n, dividends: 91_630n }),
      'APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE',
    ],
    [
      'withholding on more than the dividends',
      split({
        legalReserve: 4_823n,
        retainedEarnings: 21_629n,
        dividends: 90_000n,
        dividendsSubjectToWithholding: 90_001n,
      }),
      'APPROPRIATION_MUST_ADD_UP',
    ],
    [
      'a negative part that makes it add up',
      split({ legalReserve: 4_823n, otherReserves: -1n, retainedEarnings: 21_630n, dividends: 90_000n }),
      'APPROPRIATION_MUST_ADD_UP',
    ],
  ] as const)('refuses %s', (_name, parts, code) => {
    expect(() => checkAppropriation(france, parts, rules)).toThrow(expect.objectContaining({ code }));
  });

  it('accepts the minimum reserve and the whole distributable profit', () => {
    expect(distributableProfit(france, 4_823n)).toBe(91_629n);
    expect(() =>
      checkAppropriation(france, split({ legalReserve: 4_823n, retainedEarnings: 20_000n, dividends: 91_629n }), rules),
    ).not.toThrow();
  });

  it.each([
    ['dividends out of a loss', split({ retainedEarnings: 10_181_576n, dividends: 1n })],
    ['a loss not wholly to retained earnings', split({ retainedEarnings: 10_000_000n })],
  ])('refuses %s', (_name, parts) => {
    expect(() =>
      checkAppropriation(position({ result: -10_181_576n }), parts, { legalReserve: OHADA, withholdingBasisPoints: 0 }),
    ).toThrow(expect.objectContaining({ code: 'APPROPRIATION_MUST_ADD_UP' }));
  });

  it('refuses when no result awaits appropriation', () => {
    expect(() => checkAppropriation(position({}), split({}), rules)).toThrow(
      expect.objectContaining({ code: 'APPROPRIATION_RESULT_MUST_BE_PENDING' }),
    );
  });
});

describe('computeAppropriationEntry', () => {
  const options = (accounts: AppropriationAccounts) => ({ date: '2027-05-20', label: 'Affectation 2026', accounts });

  it('a French profit: reserve, losses cleared, retained earnings and dividends net of the PFU', () => {
    // 1,164.52 = 48.23 legal reserve + 216.29 retained earnings (200.00 clear 119, 16.29 to 110) + 900.00 dividends;
    // PFU 30 % of 900.00 = 270.00 to 4423, 630.00 to 457.
    const held = position({ result: 116_452n, retainedEarnings: -20_000n, capital: 1_000_000n, legalReserve: 90_000n });
    const decided = split({ legalReserve: 4_823n, retainedEarnings: 21_629n, dividends: 90_000n });
    checkAppropriation(held, decided, { legalReserve: FRANCE, withholdingBasisPoints: 3000 });
    const entry = computeAppropriationEntry(held, decided, 3000, options(PCG_ACCOUNTS));
    expect(entry).toMatchObject({ journalCode: 'OD', date: '2027-05-20', label: 'Affectation 2026' });
    expect(summary(entry.lines)).toEqual([
      ['120', 116_452n, 0n],
      ['1061', 0n, 4_823n],
      ['119', 0n, 20_000n],
      ['110', 0n, 1_629n],
      ['457', 0n, 63_000n],
      ['4423', 0n, 27_000n],
    ]);
  });

  it('a Cameroonian loss: against profits carried forward first, the rest to 1291', () => {
    // Loss 10,181,576 XAF; 121 holds 3,000,000: 3,000,000 from 121, 7,181,576 to 1291, 1309 cleared.
    const held = position({ result: -10_181_576n, retainedEarnings: 3_000_000n, capital: 10_000_000n });
    const entry = computeAppropriationEntry(
      { ...held },
      split({ retainedEarnings: 10_181_576n }),
      1650,
      options({ ...SYSCOHADA_ACCOUNTS, pending: '1309' }),
    );
    expect(summary(entry.lines)).toEqual([
      ['121', 3_000_000n, 0n],
      ['1291', 7_181_576n, 0n],
      ['1309', 0n, 10_181_576n],
    ]);
  });

  it('a Cameroonian profit with IRCM withheld at 16.5 %', () => {
    // 85,000 = 8,500 legal reserve + 6,500 optional reserves + 70,000 dividends; IRCM 11,550, net 58,450.
    const held = position({ result: 85_000n, capital: 1_000_000n });
    const decided = split({ legalReserve: 8_500n, otherReserves: 6_500n, dividends: 70_000n });
    checkAppropriation(held, decided, { legalReserve: OHADA, withholdingBasisPoints: 1650 });
    expect(summary(computeAppropriationEntry(held, decided, 1650, options(SYSCOHADA_ACCOUNTS)).lines)).toEqual([
      ['1301', 85_000n, 0n],
      ['111', 0n, 8_500n],
      ['1181', 0n, 6_500n],
      ['465', 0n, 58_450n],
      ['4478', 0n, 11_550n],
    ]);
  });

  it('rounds the withholding half away from zero', () => {
    expect(dividendWithholding(3n, 1650)).toBe(0n);
    expect(dividendWithholding(10n, 1650)).toBe(2n);
    expect(dividendWithholding(1_001n, 3000)).toBe(300n);
  });
});

describe('equityBelowHalfOfCapital', () => {
  it.each([
    [4_999_999n, 10_000_000n, true],
    [5_000_000n, 10_000_000n, false],
    [-1n, 10_000_000n, true],
    [0n, 0n, false],
  ])('equity %s against capital %s: %s', (equity, capital, expected) => {
    expect(equityBelowHalfOfCapital(equity, capital)).toBe(expected);
  });
});
