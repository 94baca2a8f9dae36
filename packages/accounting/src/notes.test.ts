import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountYear } from './cash-flow.ts';
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
          expect(differences(computeNotes(LAYOUTS, years), years)).toEqual([]);
        },
      ),
    );
  });
});
