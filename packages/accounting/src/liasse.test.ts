import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountYear } from './cash-flow.ts';
import { parseCsvTable } from './csv.ts';
import {
  adjustableBoxes,
  computeLiasse,
  type Liasse,
  layoutForYear,
  liasseAmount,
  lossesUsed,
  parseLiasseLayout,
} from './liasse.ts';
import { toAmount } from './money.ts';
import { parseIncomeStatementLayout } from './statement-layout.ts';
import { computeIncomeStatement } from './statements.ts';

const read = (name: string) => readFileSync(new URL(`../../../referentials/${name}`, import.meta.url), 'utf8');
const layout = parseLiasseLayout(read('pcg-liasse-boxes-2025.csv'));
const pcgIncomeStatement = parseIncomeStatementLayout(read('pcg-income-statement.csv'));

/** Every postable account of the PCG chart (referentials/pcg-accounts.csv) of classes 1 to 7. */
const PCG_ACCOUNTS = parseCsvTable(read('pcg-accounts.csv'))
  .records.filter((record) => record.is_group === 'false' && '1234567'.includes(record.number?.charAt(0) ?? '9'))
  .map((record) => record.number ?? '');
const BALANCE_SHEET_ACCOUNTS = PCG_ACCOUNTS.filter((number) => '12345'.includes(number.charAt(0)));

const year = (accountNumber: string, opening: bigint, debits: bigint, credits: bigint): AccountYear => ({
  accountNumber,
  opening,
  debits,
  credits,
});
const box = (liasse: Liasse, form: string, code: string) =>
  liasse.forms.find((candidate) => candidate.form === form)?.boxes.find((row) => row.box === code);

/** Balanced books: opening transfers between balance-sheet accounts, then the year's transfers between any two. */
function arbitraryBooks(): fc.Arbitrary<AccountYear[]> {
  const amount = fc.bigInt({ min: 1n, max: 10n ** 9n });
  const transfer = (accounts: readonly string[]) =>
    fc.tuple(fc.constantFrom(...accounts), fc.constantFrom(...accounts), amount);
  return fc
    .tuple(
      fc.array(transfer(BALANCE_SHEET_ACCOUNTS), { maxLength: 12 }),
      fc.array(transfer(PCG_ACCOUNTS), { maxLength: 30 }),
    )
    .map(([openings, movements]) => {
      const years = new Map<string, AccountYear>();
      const of = (number: string) => {
        const found = years.get(number) ?? year(number, 0n, 0n, 0n);
        years.set(number, found);
        return found;
      };
      for (const [debit, credit, value] of openings) {
        of(debit).opening += value;
        of(credit).opening -= value;
      }
      for (const [debit, credit, value] of movements) {
        of(debit).debits += value;
        of(credit).credits += value;
      }
      return [...years.values()];
    });
}

describe('liasse boxes of referentials/pcg-liasse-boxes-2025.csv', () => {
  it('places every PCG account of classes 1 to 7 in a box of each regime', () => {
    const books = PCG_ACCOUNTS.map((number) => year(number, 0n, 100n, 0n));
    for (const regime of ['SIMPLIFIED', 'NORMAL'] as const) {
      expect(computeLiasse(layout, regime, books).unmappedAccounts).toEqual([]);
    }
  });

  it('balances for any books: 2033-A 110 − 112 = 180, 2050 CO − 1A = 2051 EE, and the result is the PCG one', () => {
    fc.assert(
      fc.property(arbitraryBooks(), (books) => {
        const incomeAccounts = books.filter((candidate) => '67'.includes(candidate.accountNumber.charAt(0)));
        // The year's result is what classes 6 and 7 leave, credit − debit: the PCG statement's when it maps them all.
        const result = incomeAccounts.reduce((sum, candidate) => sum + candidate.credits - candidate.debits, 0n);
        const balances = new Map(
          incomeAccounts.map((candidate) => [
            candidate.accountNumber,
            { debit: toAmount(candidate.debits), credit: toAmount(candidate.credits) },
          ]),
        );
        const statement = computeIncomeStatement(pcgIncomeStatement, balances);
        if (statement.unmappedAccounts.length === 0) expect(statement.result).toBe(result);
        const simplified = computeLiasse(layout, 'SIMPLIFIED', books);
        const amount = (liasse: Liasse, form: string, code: string) => liasseAmount(liasse, form, code);
        expect(amount(simplified, '2033-A', '110') - amount(simplified, '2033-A', '112')).toBe(
          amount(simplified, '2033-A', '180'),
        );
        expect(amount(simplified, '2033-B', '310')).toBe(result);
        expect(amount(simplified, '2033-A', '136')).toBe(result);
        const normal = computeLiasse(layout, 'NORMAL', books);
        expect(amount(normal, '2050', 'CO') - amount(normal, '2050', '1A')).toBe(amount(normal, '2051', 'EE'));
        expect(amount(normal, '2053', 'HN')).toBe(result);
      }),
      { numRuns: 150 },
    );
  });

  it("shows a class-4 account on the side its balance dictates, and a 'dont' box takes nothing from its box", () => {
    const liasse = computeLiasse(layout, 'SIMPLIFIED', [
      year('4011', 0n, 500n, 200n),
      year('455', 0n, 0n, 1_000n),
      year('5121', 0n, 700n, 0n),
      year('707', 0n, 0n, 0n),
      year('10131', 0n, 0n, 0n),
    ]);
    expect(box(liasse, '2033-A', '072')).toMatchObject({ amount: 300n, accounts: ['4011'] });
    expect(box(liasse, '2033-A', '166')).toMatchObject({ amount: 0n, accounts: [] });
    expect(box(liasse, '2033-A', '172')).toMatchObject({ amount: 1_000n, accounts: ['455'] });
    expect(box(liasse, '2033-A', '169')).toMatchObject({ amount: 1_000n, accounts: ['455'] });
    expect(box(liasse, '2033-A', '180')?.amount).toBe(1_000n);
  });

  it('2033-C: a machine of 10,000.00 depreciated 4,000.00 and sold 7,500.00 gives a gain of 1,500.00', () => {
    // Book value 10,000 − 4,000 = 6,000 (657, PCG 2025); proceeds 7,500 (757) on a receivable (462).
    const liasse = computeLiasse(layout, 'SIMPLIFIED', [
      year('2154', 1_000_000n, 0n, 1_000_000n),
      year('2815', -400_000n, 400_000n, 0n),
      year('657', 0n, 600_000n, 0n),
      year('757', 0n, 0n, 750_000n),
      year('462', 0n, 750_000n, 0n),
      year('10131', -600_000n, 0n, 0n),
    ]);
    const amounts = (codes: string[]) => codes.map((code) => box(liasse, '2033-C', code)?.amount);
    expect(amounts(['440', '442', '444', '446'])).toEqual([1_000_000n, 0n, 1_000_000n, 0n]);
    expect(amounts(['520', '522', '524', '526'])).toEqual([400_000n, 0n, 400_000n, 0n]);
    expect(amounts(['580', '582', '584'])).toEqual([600_000n, 750_000n, 150_000n]);
    expect(box(liasse, '2033-B', '310')?.amount).toBe(150_000n);
    expect(box(liasse, '2033-A', '180')?.amount).toBe(750_000n);
    expect(box(liasse, '2033-E', '116')?.amount).toBe(0n);
  });

  it('leaves facts empty, counts them as zero in formulas, and gives profits and losses apart', () => {
    const loss = computeLiasse(layout, 'SIMPLIFIED', [year('607', 0n, 2_500n, 0n), year('5121', 0n, 0n, 2_500n)]);
    expect(box(loss, '2033-B', '360')?.amount).toBeNull();
    expect(box(loss, '2033-B', '352')?.amount).toBe(0n);
    expect(box(loss, '2033-B', '354')?.amount).toBe(2_500n);
    expect(box(loss, '2033-B', '372')?.amount).toBe(2_500n);
    expect(box(loss, '2033-D', '870')?.amount).toBe(2_500n);
  });
});

// France, CGI art. 209 I (referentials/pcg-liasse-losses.csv): 1,000,000.00 EUR, then half of the profit above it.
const ALLOWANCE = { ceiling: 100_000_000n, shareAbovePercent: 50n };

describe('the taxable result of the 2033-B and the losses of the 2033-D', () => {
  it('adds back the corporate tax, fines and penalties booked (695, 6582, 6712), nothing else', () => {
    // Sales 10,000.00; purchases 4,000.00; a tax fine 300.00 (6582), a penalty 200.00 (6712), corporate tax 900.00:
    // result 310 = 10,000 − 4,000 − 300 − 200 − 900 = 4,600.00; add-backs 330 = 900 + 300 + 200 = 1,400.00;
    // taxable 352 = 6,000.00.
    const liasse = computeLiasse(layout, 'SIMPLIFIED', [
      year('706', 0n, 0n, 1_000_000n),
      year('607', 0n, 400_000n, 0n),
      year('6582', 0n, 30_000n, 0n),
      year('6712', 0n, 20_000n, 0n),
      year('695', 0n, 90_000n, 0n),
      year('5121', 0n, 460_000n, 0n),
    ]);
    expect(liasseAmount(liasse, '2033-B', '310')).toBe(460_000n);
    expect(liasseAmount(liasse, '2033-B', '330')).toBe(140_000n);
    expect(liasseAmount(liasse, '2033-B', '352')).toBe(600_000n);
    expect(box(liasse, '2033-B', '330')?.accounts).toEqual(['6582', '6712', '695']);
  });

  it('carries the losses of the folder before and sets them against the profit (2033-D 982 to 870)', () => {
    // Year 1: a loss of 2,500.00, carried: 870 = 2,500.00. Year 2: a profit of 1,000.00 takes 1,000.00 of it
    // (360), nothing left taxable (370 = 0), 1,500.00 still to carry (984 = 870).
    const first = computeLiasse(layout, 'SIMPLIFIED', [year('607', 0n, 250_000n, 0n), year('5121', 0n, 0n, 250_000n)]);
    expect(liasseAmount(first, '2033-D', '870')).toBe(250_000n);
    expect(box(first, '2033-D', '982')?.amount).toBeNull();
    const second = computeLiasse(
      layout,
      'SIMPLIFIED',
      [year('706', 0n, 0n, 100_000n), year('5121', -250_000n, 100_000n, 0n), year('120', 250_000n, 0n, 0n)],
      { previous: first, lossAllowance: ALLOWANCE },
    );
    const amounts = (form: string, codes: string[]) => codes.map((code) => liasseAmount(second, form, code));
    expect(amounts('2033-B', ['352', '360', '370', '372'])).toEqual([100_000n, 100_000n, 0n, 0n]);
    expect(amounts('2033-D', ['982', '983', '984', '860', '870'])).toEqual([
      250_000n,
      100_000n,
      150_000n,
      0n,
      150_000n,
    ]);
  });

  it('lets losses take a profit above 1,000,000.00 only for half of what is above', () => {
    // Profit 3,000,000.00, losses 2,500,000.00: 1,000,000 + 50 % × 2,000,000 = 2,000,000.00 used, 500,000.00 left.
    expect(lossesUsed(250_000_000n, 300_000_000n, ALLOWANCE)).toBe(200_000_000n);
    expect(lossesUsed(50_000_000n, 300_000_000n, ALLOWANCE)).toBe(50_000_000n);
    expect(lossesUsed(250_000_000n, 80_000_000n, ALLOWANCE)).toBe(80_000_000n);
    expect(lossesUsed(250_000_000n, 0n, ALLOWANCE)).toBe(0n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (losses, profit) => {
          const used = lossesUsed(losses, profit, ALLOWANCE);
          return used >= 0n && used <= losses && used <= profit;
        },
      ),
    );
  });
});

describe("the preparer's adjustments of the 2033-B and 2033-D", () => {
  // Sales 50,000.00 (706), dividends received 1,000.00 (761), purchases 20,000.00 (607), depreciation of a
  // passenger car bought 30,000.00 over 5 years 6,000.00 (6811), corporate tax booked 3,000.00 (695):
  // result 310 = 50,000 + 1,000 − 20,000 − 6,000 − 3,000 = 22,000.00.
  const books = [
    year('706', 0n, 0n, 5_000_000n),
    year('761', 0n, 0n, 100_000n),
    year('607', 0n, 2_000_000n, 0n),
    year('6811', 0n, 600_000n, 0n),
    year('695', 0n, 300_000n, 0n),
    year('5121', 0n, 2_200_000n, 0n),
  ];
  // Add-back (CGI art. 39-4): only 18,300.00 of the car's price is deductible, so 6,000 × 18,300 / 30,000 =
  // 3,660.00 of the depreciation is, 2,340.00 is added back. Deduction: the dividends under the parent-subsidiary
  // regime (CGI art. 145, 216), less the 5 % share of costs kept taxable: 1,000 − 50 = 950.00.
  const adjustments = new Map([
    ['2033-B:330', 234_000n],
    ['2033-B:350', 95_000n],
  ]);

  it('adds the add-backs to 330 and the deductions to 350, and the taxable result follows', () => {
    const liasse = computeLiasse(layout, 'SIMPLIFIED', books, {
      previous: null,
      lossAllowance: ALLOWANCE,
      adjustments,
    });
    // 330 = 3,000 (695) + 2,340 = 5,340.00; 352 = 22,000 + 5,340 − 950 = 26,390.00; no earlier losses known.
    const amounts = (codes: string[]) => codes.map((code) => box(liasse, '2033-B', code)?.amount ?? null);
    expect(amounts(['310', '330', '350', '352', '354', '360', '370', '372'])).toEqual([
      2_200_000n,
      534_000n,
      95_000n,
      2_639_000n,
      0n,
      null,
      2_639_000n,
      0n,
    ]);
    expect(liasseAmount(liasse, '2065', '370')).toBe(2_639_000n);
    expect(box(liasse, '2033-B', '330')?.accounts).toEqual(['695']);
  });

  it("sets a first folder's earlier losses (982) against the profit, and carries back a loss (356)", () => {
    // Losses from before Bilan 10,000.00: 360 = 10,000.00, 370 = 26,390 − 10,000 = 16,390.00, nothing left (870).
    const withLosses = new Map([...adjustments, ['2033-D:982', 1_000_000n]]);
    const profit = computeLiasse(layout, 'SIMPLIFIED', books, {
      previous: null,
      lossAllowance: ALLOWANCE,
      adjustments: withLosses,
    });
    expect(['360', '370'].map((code) => liasseAmount(profit, '2033-B', code))).toEqual([1_000_000n, 1_639_000n]);
    expect(['982', '983', '984', '870'].map((code) => liasseAmount(profit, '2033-D', code))).toEqual([
      1_000_000n,
      1_000_000n,
      0n,
      0n,
    ]);
    // A loss of 2,500.00 carried back whole (356): the loss after it (372 = 354 − 356) is nil, and so is what the
    // 2033-D carries forward (860 = 372, notice 2033-NOT-SD, cadre II; referentials/SOURCES.md).
    const loss = computeLiasse(layout, 'SIMPLIFIED', [year('607', 0n, 250_000n, 0n), year('5121', 0n, 0n, 250_000n)], {
      previous: null,
      lossAllowance: ALLOWANCE,
      adjustments: new Map([['2033-B:356', 250_000n]]),
    });
    expect(['354', '356', '372'].map((code) => liasseAmount(loss, '2033-B', code))).toEqual([250_000n, 250_000n, 0n]);
    expect(['860', '870'].map((code) => liasseAmount(loss, '2033-D', code))).toEqual([0n, 0n]);
    expect(liasseAmount(loss, '2065', '372')).toBe(0n);
    // Carried back in part (1,000.00): 1,500.00 is left, on 372, 860 and 870 alike.
    const part = computeLiasse(layout, 'SIMPLIFIED', [year('607', 0n, 250_000n, 0n), year('5121', 0n, 0n, 250_000n)], {
      previous: null,
      lossAllowance: ALLOWANCE,
      adjustments: new Map([['2033-B:356', 100_000n]]),
    });
    expect(liasseAmount(part, '2033-B', '372')).toBe(150_000n);
    expect(['860', '870'].map((code) => liasseAmount(part, '2033-D', code))).toEqual([150_000n, 150_000n]);
  });

  it('ignores an amount for a box the preparer may not adjust, and offers only the adjustable boxes', () => {
    const liasse = computeLiasse(layout, 'SIMPLIFIED', books, {
      previous: null,
      lossAllowance: null,
      adjustments: new Map([['2033-B:310', 100n]]),
    });
    expect(liasseAmount(liasse, '2033-B', '310')).toBe(2_200_000n);
    expect(adjustableBoxes(layout, 'SIMPLIFIED').map((row) => `${row.form}:${row.box}`)).toEqual([
      '2033-B:330',
      '2033-B:350',
      '2033-B:356',
      '2033-D:982',
    ]);
    expect(adjustableBoxes(layout, 'NORMAL')).toEqual([]);
  });
});

describe('the 2052 of the normal regime', () => {
  it('gives the results of joint operations GH and GI apart, in the current result GW', () => {
    // Operating: sales 8,000.00, purchases 3,000.00: GG = 5,000.00. Share of profit attributed (7555) 1,200.00 in
    // GH, share of loss borne (6555) 400.00 in GI, interest paid (661) 300.00: GV = −300.00.
    // GW = 5,000 + 1,200 − 400 − 300 = 5,500.00; HN = 8,000 + 1,200 − 3,000 − 400 − 300 = 5,500.00.
    const liasse = computeLiasse(layout, 'NORMAL', [
      year('706', 0n, 0n, 800_000n),
      year('7555', 0n, 0n, 120_000n),
      year('607', 0n, 300_000n, 0n),
      year('6555', 0n, 40_000n, 0n),
      year('661', 0n, 30_000n, 0n),
      year('5121', 0n, 550_000n, 0n),
    ]);
    const amounts = (form: string, codes: string[]) => codes.map((code) => liasseAmount(liasse, form, code));
    expect(amounts('2052', ['GG', 'GH', 'GI', 'GV', 'GW', 'GE', 'FQ'])).toEqual([
      500_000n,
      120_000n,
      40_000n,
      -30_000n,
      550_000n,
      0n,
      0n,
    ]);
    expect(amounts('2053', ['HL', 'HM', 'HN'])).toEqual([920_000n, 370_000n, 550_000n]);
  });
});

describe('box codes per form year', () => {
  it("gives a folder the codes of its closing year's forms: the latest file not after it, else the earliest", () => {
    // A later form year that renames 2033-B 210 (as the PCG 2025 changed the income statement's lines).
    const later = parseLiasseLayout(
      read('pcg-liasse-boxes-2025.csv')
        .replace(/^2025,/gm, '2027,')
        .replace(',2033-B,46,210,Ventes de marchandises,', ',2033-B,46,209,Ventes de marchandises,')
        .replace('210 + 214 + 218', '209 + 214 + 218')
        .replace('2033-B:210 +', '2033-B:209 +'),
    );
    const layouts = [later, layout];
    expect([2023, 2025, 2026, 2027, 2030].map((closing) => layoutForYear(layouts, closing)?.formYear)).toEqual([
      2025, 2025, 2025, 2027, 2027,
    ]);
    const books = [year('707', 0n, 0n, 1_000n), year('512', 0n, 1_000n, 0n)];
    const sales = (chosen: typeof layout) =>
      computeLiasse(chosen, 'SIMPLIFIED', books)
        .forms.find((form) => form.form === '2033-B')
        ?.boxes.filter((row) => row.amount === 1_000n)
        .map((row) => row.box)[0];
    expect(sales(layout)).toBe('210');
    expect(sales(later)).toBe('209');
    expect(layoutForYear([], 2025)).toBeUndefined();
  });
});

describe('parseLiasseLayout', () => {
  const header =
    'form_year,regime,form,order,box,label_fr,label_en,figure,side,rule,accounts,excluded_accounts,formula,placement';
  const file = (...rows: string[]) => [header, ...rows].join('\n');
  it.each([
    ['a formula naming an unknown box', '2025,SIMPLIFIED,X,1,010,a,a,sum,,,,,020,', 'LAYOUT_REF_MUST_EXIST'],
    ['a balance box without accounts', '2025,SIMPLIFIED,X,1,010,a,a,balance,D,,,,,', 'LAYOUT_VALUE_MUST_BE_KNOWN'],
    ['an unknown figure', '2025,SIMPLIFIED,X,1,010,a,a,average,,,,,,', 'LAYOUT_VALUE_MUST_BE_KNOWN'],
    [
      'a prefix that is no number',
      '2025,SIMPLIFIED,X,1,010,a,a,balance,D,,6x,,,',
      'LAYOUT_ACCOUNT_PREFIX_MUST_BE_DIGITS',
    ],
    ['a formula that is no sum', '2025,SIMPLIFIED,X,1,010,a,a,sum,,,,,010 * 2,', 'LAYOUT_FORMULA_MUST_BE_SUM_OF_REFS'],
  ])('refuses %s', (_case, row, code) => {
    expect(() => parseLiasseLayout(file(row))).toThrow(expect.objectContaining({ code }));
  });

  it('refuses boxes whose formulas loop, when computed', () => {
    const looping = parseLiasseLayout(
      file('2025,SIMPLIFIED,X,1,010,a,a,sum,,,,,020,', '2025,SIMPLIFIED,X,2,020,b,b,sum,,,,,010,'),
    );
    expect(() => computeLiasse(looping, 'SIMPLIFIED', [])).toThrow(
      expect.objectContaining({ code: 'LAYOUT_FORMULA_MUST_NOT_CYCLE' }),
    );
  });
});
