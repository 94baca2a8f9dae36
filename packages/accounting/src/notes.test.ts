import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar.ts';
import type { AccountYear } from './cash-flow.ts';
import { type MaturitySplit, maturitiesTotal, maturityBucketOf } from './maturity.ts';
import { toAmount } from './money.ts';
import { computeNotes, type Note } from './notes.ts';
import { parseBalanceSheetLayout, parseIncomeStatementLayout } from './statement-layout.ts';
import { computeFinancialStatements } from './statements.ts';

const referentials = join(import.meta.dirname, '../../../referentials');
const LAYOUTS = {
  balanceSheet: parseBalanceSheetLayout(readFileSync(join(referentials, 'syscohada-balance-sheet.csv'), 'utf8')),
  incomeStatement: parseIncomeStatementLayout(
    readFileSync(join(referentials, 'syscohada-income-statement.csv'), 'utf8'),
  ),
};

/** The statements of the same books, from the balances the reports read (opening plus the year's movements). */
function statementsOf(years: readonly AccountYear[]) {
  const balances = new Map(
    years.map((year) => [
      year.accountNumber,
      {
        debit: toAmount((year.opening > 0n ? year.opening : 0n) + year.debits),
        credit: toAmount((year.opening < 0n ? -year.opening : 0n) + year.credits),
      },
    ]),
  );
  return computeFinancialStatements(LAYOUTS, balances);
}

/** Every note line's closing figure against the statement's figure of that line. */
function differences(notes: Note[], years: readonly AccountYear[]): string[] {
  const { balanceSheet, incomeStatement } = statementsOf(years);
  const figureOf = (line: Note['lines'][number]) => {
    const asset = balanceSheet.assets.find((candidate) => candidate.ref === line.ref);
    if (asset) return line.column === 'depreciation' ? asset.depreciation : asset.gross;
    const liability = balanceSheet.liabilities.find((candidate) => candidate.ref === line.ref);
    if (liability) return liability.amount;
    return incomeStatement.lines.find((candidate) => candidate.ref === line.ref)?.amount;
  };
  return notes.flatMap((note) =>
    note.lines.flatMap((line) =>
      figureOf(line) === line.closing
        ? []
        : [`${note.note} ${line.ref} ${line.column}: ${line.closing} ≠ ${figureOf(line)}`],
    ),
  );
}

const year = (accountNumber: string, opening: number, debits: number, credits: number): AccountYear => ({
  accountNumber,
  opening: BigInt(opening),
  debits: BigInt(debits),
  credits: BigInt(credits),
});

describe('notes', () => {
  // Equipment 3,000,000 at the opening with 600,000 depreciated; 6,000,000 bought, 3,000,000 sold (900,000
  // depreciated then); 1,500,000 of depreciation for the year. Capital 4,000,000 raised by 2,000,000.
  const books = [
    year('2441', 3_000_000, 6_000_000, 3_000_000),
    year('2844', -600_000, 900_000, 1_500_000),
    year('1013', -4_000_000, 0, 2_000_000),
    year('5211', 1_600_000, 2_000_000, 6_400_000),
    year('6813', 0, 1_500_000, 0),
    year('812', 0, 2_100_000, 0),
    year('822', 0, 0, 2_500_000),
    year('6611', 0, 1_500_000, 0),
  ];
  const notes = computeNotes(LAYOUTS, books);
  const line = (note: string, ref: string, column: string) =>
    notes.find((entry) => entry.note === note)?.lines.find((entry) => entry.ref === ref && entry.column === column);

  it('moves fixed assets gross and depreciated from the opening to the end (notes 3A and 3C)', () => {
    expect(line('3', 'AM', 'gross')).toMatchObject({
      opening: 3_000_000n,
      increase: 6_000_000n,
      decrease: 3_000_000n,
      closing: 6_000_000n,
    });
    expect(line('3', 'AM', 'depreciation')).toMatchObject({
      opening: 600_000n,
      increase: 1_500_000n,
      decrease: 900_000n,
      closing: 1_200_000n,
    });
    expect(line('13', 'CA', 'amount')).toMatchObject({
      opening: 4_000_000n,
      increase: 2_000_000n,
      closing: 6_000_000n,
    });
  });

  it('details the disposal and staff costs of the income statement (notes 3D and 27)', () => {
    expect(line('3D', 'TN', 'amount')).toMatchObject({ closing: 2_500_000n, accounts: [{ accountNumber: '822' }] });
    expect(line('3D', 'RO', 'amount')).toMatchObject({ closing: -2_100_000n });
    expect(line('27', 'RK', 'amount')).toMatchObject({ closing: -1_500_000n });
  });

  it('ties every line with the statements', () => {
    expect(differences(notes, books)).toEqual([]);
  });

  it('ties for any books: every note line equals its statement line', () => {
    const accounts = [
      '1013',
      '111',
      '162',
      '2131',
      '2441',
      '2844',
      '311',
      '391',
      '4011',
      '4111',
      '4191',
      '4431',
      '4452',
      '471',
      '5211',
      '6011',
      '6031',
      '6411',
      '6611',
      '6813',
      '7011',
      '812',
      '822',
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...accounts),
            fc.integer({ min: -5_000_000, max: 5_000_000 }),
            fc.integer({ min: 0, max: 5_000_000 }),
            fc.integer({ min: 0, max: 5_000_000 }),
          ),
          { maxLength: 15 },
        ),
        (rows) => {
          const byAccount = new Map<string, AccountYear>();
          for (const [accountNumber, opening, debits, credits] of rows) {
            const classIsIncome = '678'.includes(accountNumber.charAt(0));
            byAccount.set(accountNumber, year(accountNumber, classIsIncome ? 0 : opening, debits, credits));
          }
          const years = [...byAccount.values()];
          const items = new Map(
            [...byAccount.keys()].map((accountNumber, index) => [
              accountNumber,
              rows.map(([, opening, debits], row) => ({
                dueOn: addMonths('2026-12-31', ((index + row) * 7) % 40),
                amount: BigInt(debits - opening),
              })),
            ]),
          );
          const notes = computeNotes(LAYOUTS, years, { closingOn: '2026-12-31', splits: SPLITS, items });
          expect(differences(notes, years)).toEqual([]);
          for (const line of notes.flatMap((note) => note.lines)) {
            if (line.maturity) expect(maturitiesTotal(line.maturity)).toBe(line.closing);
          }
        },
      ),
    );
  });
});

const SPLITS = new Map<string, MaturitySplit>([
  ['5', 'current'],
  ['7', 'current'],
  ['8', 'current'],
  ['16', 'financial'],
  ['17', 'current'],
  ['18', 'current'],
  ['19', 'current'],
]);

describe('receivables and payables by maturity (notes 7, 16, 17)', () => {
  // Closing 31 December 2026. Customers 4111 owe 1,900,000: an invoice of 500,000 overdue since November, one of
  // 800,000 due 31 December 2027 (a year to the day: within a year), one of 600,000 due 2 January 2028 (one to two
  // years). Supplier 4011 is owed 1,100,000: 400,000 due in March 2027, 600,000 in June 2029 (over two years), and
  // a debit note of 100,000 due in March 2027 nets the first to 300,000; 200,000 more on 4011 has no open item
  // (within a year: 300,000 + 200,000). Loan 162: 3,000,000 with no schedule in the ledger: undated.
  const books = [
    year('4111', 0, 1_900_000, 0),
    year('4011', 0, 100_000, 1_200_000),
    year('162', 0, 0, 3_000_000),
    year('5211', 0, 3_000_000, 0),
  ];
  const items = new Map([
    [
      '4111',
      [
        { dueOn: '2026-11-30', amount: 500_000n },
        { dueOn: '2027-12-31', amount: 800_000n },
        { dueOn: '2028-01-02', amount: 600_000n },
      ],
    ],
    [
      '4011',
      [
        { dueOn: '2027-03-31', amount: -400_000n },
        { dueOn: '2027-03-31', amount: 100_000n },
        { dueOn: '2029-06-30', amount: -600_000n },
      ],
    ],
  ]);
  const notes = computeNotes(LAYOUTS, books, { closingOn: '2026-12-31', splits: SPLITS, items });
  const line = (note: string, ref: string) =>
    notes.find((entry) => entry.note === note)?.lines.find((entry) => entry.ref === ref);

  it('places each open item by its due date, seen from the closing date', () => {
    expect(line('7', 'BI')).toMatchObject({
      closing: 1_900_000n,
      maturity: { upToOneYear: 1_300_000n, oneToTwoYears: 600_000n, overTwoYears: 0n, undated: 0n },
    });
  });

  it('counts what no item dates as due within a year for current payables, as undated for a loan', () => {
    expect(line('17', 'DJ')).toMatchObject({
      closing: 1_100_000n,
      maturity: { upToOneYear: 500_000n, oneToTwoYears: 0n, overTwoYears: 600_000n, undated: 0n },
    });
    expect(line('16', 'DA')).toMatchObject({
      closing: 3_000_000n,
      maturity: { upToOneYear: 0n, oneToTwoYears: 0n, overTwoYears: 0n, undated: 3_000_000n },
    });
  });

  it('leaves other notes unsplit, and every split adds up to its statement line', () => {
    expect(line('11', 'BS')?.maturity).toBeNull();
    expect(differences(notes, books)).toEqual([]);
    for (const entry of notes.flatMap((note) => note.lines))
      if (entry.maturity) expect(maturitiesTotal(entry.maturity)).toBe(entry.closing);
  });

  it('puts an item due a year and a day after the closing in the second column', () => {
    expect(maturityBucketOf('2026-12-31', '2027-12-31')).toBe('upToOneYear');
    expect(maturityBucketOf('2026-12-31', '2028-01-01')).toBe('oneToTwoYears');
    expect(maturityBucketOf('2026-12-31', '2028-12-31')).toBe('oneToTwoYears');
    expect(maturityBucketOf('2026-12-31', '2029-01-01')).toBe('overTwoYears');
  });
});
