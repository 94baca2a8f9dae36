import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountYear, computeCashFlow } from './cash-flow.ts';
import { cashFlowRuleOf, parseCashFlowLayout } from './cash-flow-layout.ts';

const referentials = join(import.meta.dirname, '../../../referentials');
const LAYOUT = parseCashFlowLayout(
  readFileSync(join(referentials, 'syscohada-cash-flow-lines.csv'), 'utf8'),
  readFileSync(join(referentials, 'syscohada-cash-flow-accounts.csv'), 'utf8'),
);

type Entry = Array<[account: string, debit: number, credit: number]>;

/** Accounts' years from opening balances (debit − credit) and balanced entries of the year. */
function yearsOf(opening: Record<string, number>, entries: Entry[]): AccountYear[] {
  const years = new Map<string, AccountYear>();
  const yearOf = (accountNumber: string) => {
    const year = years.get(accountNumber) ?? { accountNumber, opening: 0n, debits: 0n, credits: 0n };
    years.set(accountNumber, year);
    return year;
  };
  for (const [account, balance] of Object.entries(opening)) yearOf(account).opening = BigInt(balance);
  for (const entry of entries) {
    for (const [account, debit, credit] of entry) {
      const year = yearOf(account);
      year.debits += BigInt(debit);
      year.credits += BigInt(credit);
    }
  }
  return [...years.values()];
}

const lineAmounts = (years: AccountYear[]) =>
  Object.fromEntries([...computeCashFlow(LAYOUT, years).lines].map(([ref, amount]) => [ref, Number(amount)]));

/**
 * The CAFG by the subtractive method (referentials/SOURCES.md, syscohada-cash-flow-*.csv): the net result (classes
 * 6, 7 and 8, income tax 89 included) with the non-cash charges added back and the non-cash income taken out —
 * dotations (68, 69, 85), reprises (79, 86, the grant moved to income 865 with them) — and the disposals taken out
 * (book value 81 and 654 added back, proceeds 82 and 754 taken out). Stock changes (603) and the dépréciations of
 * current assets (659 / 759) stay in, as the EBE holds them.
 */
function cafgBySubtraction(years: AccountYear[]): bigint {
  const outside = /^(68|69|85|79|86|81|82|654|754)/;
  return years
    .filter((year) => /^[678]/.test(year.accountNumber) && !outside.test(year.accountNumber))
    .reduce((sum, year) => sum + year.credits - year.debits, 0n);
}

describe('cash-flow statement (TFT)', () => {
  // A Cameroonian SARL's second year, in XAF: the N-1 profit appropriated with a dividend, a capital increase in
  // cash, an equipment loan, old equipment sold and new bought partly on credit, sales, purchases, stock, tax.
  const opening = {
    '1013': -4_000_000,
    '131': -1_000_000,
    '2441': 3_000_000,
    '2844': -600_000,
    '4111': 800_000,
    '4011': -500_000,
    '5211': 2_300_000,
  };
  const year: Entry[] = [
    [
      ['131', 1_000_000, 0],
      ['111', 0, 100_000],
      ['121', 0, 500_000],
      ['465', 0, 400_000],
    ],
    [
      ['465', 400_000, 0],
      ['5211', 0, 400_000],
    ],
    [
      ['5211', 2_000_000, 0],
      ['1013', 0, 2_000_000],
    ],
    [
      ['5211', 5_000_000, 0],
      ['162', 0, 5_000_000],
    ],
    [
      ['162', 1_000_000, 0],
      ['5211', 0, 1_000_000],
    ],
    [
      ['6711', 300_000, 0],
      ['5211', 0, 300_000],
    ],
    [
      ['2441', 6_000_000, 0],
      ['4812', 0, 6_000_000],
    ],
    [
      ['4812', 4_000_000, 0],
      ['5211', 0, 4_000_000],
    ],
    [
      ['6813', 300_000, 0],
      ['2844', 0, 300_000],
    ],
    [
      ['2844', 900_000, 0],
      ['812', 2_100_000, 0],
      ['2441', 0, 3_000_000],
    ],
    [
      ['485', 2_500_000, 0],
      ['822', 0, 2_500_000],
    ],
    [
      ['5211', 2_000_000, 0],
      ['485', 0, 2_000_000],
    ],
    [
      ['6813', 1_200_000, 0],
      ['2844', 0, 1_200_000],
    ],
    [
      ['4111', 10_000_000, 0],
      ['7011', 0, 10_000_000],
    ],
    [
      ['5211', 9_300_000, 0],
      ['4111', 0, 9_300_000],
    ],
    [
      ['6011', 4_000_000, 0],
      ['4011', 0, 4_000_000],
    ],
    [
      ['4011', 3_800_000, 0],
      ['5211', 0, 3_800_000],
    ],
    [
      ['311', 600_000, 0],
      ['6031', 0, 600_000],
    ],
    [
      ['6611', 1_500_000, 0],
      ['5211', 0, 1_500_000],
    ],
    [
      ['891', 400_000, 0],
      ['441', 0, 400_000],
    ],
  ];

  it('computes every line of a worked example, by hand to the unit, and ties', () => {
    // Result 3,300,000; CAFG = 3,300,000 + dotations 1,500,000 + book value sold 2,100,000 − proceeds 2,500,000.
    expect(lineAmounts(yearsOf(opening, year))).toEqual({
      ZA: 2_300_000,
      FA: 4_400_000,
      FB: 0,
      FC: -600_000,
      FD: -700_000,
      FE: 600_000,
      ZB: 3_700_000,
      FF: 0,
      FG: -4_000_000,
      FH: 0,
      FI: 2_000_000,
      FJ: 0,
      ZC: -2_000_000,
      FK: 2_000_000,
      FL: 0,
      FM: 0,
      FN: -400_000,
      ZD: 1_600_000,
      FO: 5_000_000,
      FP: 0,
      FQ: -1_000_000,
      ZE: 4_000_000,
      ZF: 5_600_000,
      ZG: 7_300_000,
      ZH: 9_600_000,
    });
    expect(computeCashFlow(LAYOUT, yearsOf(opening, year)).closingTreasury).toBe(9_600_000n);
  });

  it('names the accounts no rule places, which keep the statement from tying', () => {
    const statement = computeCashFlow(
      LAYOUT,
      yearsOf({}, [
        [
          ['5211', 100, 0],
          ['9011', 0, 100],
        ],
      ]),
    );
    expect(statement.unmappedAccounts).toEqual(['9011']);
    expect(statement.lines.get('ZH')).not.toBe(statement.closingTreasury);
  });

  it('places an account by its longest matching prefix, minding exclusions', () => {
    const lineOf = (account: string) => {
      const rule = cashFlowRuleOf(LAYOUT.rules, account);
      return rule && `${rule.split}:${rule.debitLine}/${rule.creditLine}`;
    };
    expect(lineOf('4811')).toBe('movement:FF/FF');
    expect(lineOf('4812')).toBe('movement:FG/FG');
    expect(lineOf('4651')).toBe('sides:FN/FK');
    expect(lineOf('4111')).toBe('balances:FD/FE');
    expect(lineOf('5991')).toBe('movement:FE/FE');
    expect(lineOf('5211')).toBe('treasury:null/null');
    expect(lineOf('8221')).toBe('movement:FI/FI');
    expect(lineOf('8651')).toBe('movement:FL/FL');
    expect(lineOf('9011')).toBeNull();
  });

  it('ties for any balanced books on the chart: ZA and ZH the treasury, ZH = ZA + ZG', () => {
    const accounts = [
      '1013',
      '1041',
      '111',
      '121',
      '131',
      '141',
      '151',
      '162',
      '165',
      '166',
      '1721',
      '191',
      '2131',
      '2441',
      '2613',
      '2844',
      '2914',
      '311',
      '391',
      '4011',
      '409',
      '4111',
      '4191',
      '4431',
      '4452',
      '4441',
      '447',
      '465',
      '476',
      '4811',
      '4812',
      '485',
      '488',
      '491',
      '4991',
      '5211',
      '5711',
      '561',
      '5991',
      '6011',
      '6031',
      '6411',
      '6593',
      '654',
      '6813',
      '754',
      '7011',
      '812',
      '822',
      '865',
      '891',
    ];
    const entry = fc
      .array(fc.tuple(fc.constantFrom(...accounts), fc.integer({ min: 1, max: 1_000_000 })), {
        minLength: 1,
        maxLength: 4,
      })
      .chain((debits) =>
        fc.constantFrom(...accounts).map((creditAccount): Entry => {
          const total = debits.reduce((sum, [, amount]) => sum + amount, 0);
          return [
            ...debits.map(([account, amount]): [string, number, number] => [account, amount, 0]),
            [creditAccount, 0, total],
          ];
        }),
      );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), fc.array(entry, { maxLength: 20 }), (openingEntries, entries) => {
        const openingBalances: Record<string, number> = {};
        for (const [account, debit, credit] of openingEntries.flat()) {
          openingBalances[account] = (openingBalances[account] ?? 0) + debit - credit;
        }
        const years = yearsOf(openingBalances, entries);
        const statement = computeCashFlow(LAYOUT, years);
        const lines = statement.lines;
        expect(statement.unmappedAccounts).toEqual([]);
        // ZA: the treasury accounts (class 5, 599 apart: a short-term provision) at the opening, net.
        const treasury = years.filter((year) => /^5/.test(year.accountNumber) && !/^599/.test(year.accountNumber));
        expect(lines.get('ZA')).toBe(treasury.reduce((sum, year) => sum + year.opening, 0n));
        expect(lines.get('ZH')).toBe(statement.closingTreasury);
        expect(lines.get('ZH')).toBe((lines.get('ZA') ?? 0n) + (lines.get('ZG') ?? 0n));
        expect(lines.get('ZG')).toBe((lines.get('ZB') ?? 0n) + (lines.get('ZC') ?? 0n) + (lines.get('ZF') ?? 0n));
        expect(lines.get('ZF')).toBe((lines.get('ZD') ?? 0n) + (lines.get('ZE') ?? 0n));
      }),
    );
  });
  it('gives in FA the CAFG by the subtractive method, for any books whose non-cash entries are the usual ones', () => {
    // Charges and income paid or unpaid, purchases, sales, stocks, loans, capital: any of them, in any pairing.
    const accounts = ['1013', '111', '131', '162', '2441', '311', '391', '4011', '4111', '4812', '485', '491'];
    accounts.push('5211', '561', '6011', '6031', '6411', '6593', '7011', '7591', '891', '4411');
    const amount = fc.integer({ min: 1, max: 1_000_000 });
    const anyEntry = fc.tuple(fc.constantFrom(...accounts), fc.constantFrom(...accounts), amount).map(
      ([debit, credit, value]): Entry => [
        [debit, value, 0],
        [credit, 0, value],
      ],
    );
    // The non-cash entries, each against its own balance-sheet account: dotations, reprises, disposals.
    const nonCash: Array<(value: number) => Entry> = [
      (value) => [
        ['6813', value, 0],
        ['2844', 0, value],
      ],
      (value) => [
        ['6911', value, 0],
        ['191', 0, value],
      ],
      (value) => [
        ['191', value, 0],
        ['7911', 0, value],
      ],
      (value) => [
        ['6914', value, 0],
        ['2914', 0, value],
      ],
      (value) => [
        ['851', value, 0],
        ['151', 0, value],
      ],
      (value) => [
        ['141', value, 0],
        ['865', 0, value],
      ],
      (value) => [
        ['2844', value, 0],
        ['812', 2 * value, 0],
        ['2441', 0, 3 * value],
      ],
      (value) => [
        ['2844', value, 0],
        ['654', value, 0],
        ['2441', 0, 2 * value],
      ],
      (value) => [
        ['485', value, 0],
        ['822', 0, value],
      ],
      (value) => [
        ['5211', value, 0],
        ['754', 0, value],
      ],
    ];
    const nonCashEntry = fc.tuple(fc.constantFrom(...nonCash), amount).map(([entry, value]) => entry(value));
    fc.assert(
      fc.property(fc.array(fc.oneof(anyEntry, nonCashEntry), { maxLength: 25 }), (entries) => {
        const years = yearsOf({}, entries);
        expect(computeCashFlow(LAYOUT, years).lines.get('FA')).toBe(cafgBySubtraction(years));
      }),
    );
  });
});
