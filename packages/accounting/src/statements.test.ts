import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DebitCreditTotals, foldMonthlyBalances, totalsByAccountNumber } from './balances.ts';
import { parseCsvTable } from './csv.ts';
import { type Amount, toAmount } from './money.ts';
import { parseBalanceSheetLayout, parseIncomeStatementLayout } from './statement-layout.ts';
import {
  type AccountBalances,
  computeBalanceSheet,
  computeFinancialStatements,
  computeIncomeStatement,
  findRubricOfAccount,
} from './statements.ts';
import { arbitraryBalancedEntry, MAPPED_SYSCOHADA_ACCOUNTS } from './testing-arbitraries.ts';

const referential = (name: string) => readFileSync(new URL(`../../../referentials/${name}`, import.meta.url), 'utf8');
const layouts = {
  balanceSheet: parseBalanceSheetLayout(referential('syscohada-balance-sheet.csv')),
  incomeStatement: parseIncomeStatementLayout(referential('syscohada-income-statement.csv')),
};
const chart = parseCsvTable(referential('syscohada-accounts.csv')).records;
const postableAccounts = chart.filter((row) => row.is_group === 'false').map((row) => row.number ?? '');

function balances(rows: Record<string, [number, number]>): AccountBalances {
  const entries = Object.entries(rows).map(([accountNumber, [debit, credit]]): [string, DebitCreditTotals] => [
    accountNumber,
    { debit: toAmount(BigInt(debit)), credit: toAmount(BigInt(credit)) },
  ]);
  return new Map(entries);
}

/** A small trading company, balanced: 2,606,250 XAF on each side. */
const smallCompany = balances({
  '1013': [0, 1_000_000],
  '162': [0, 500_000],
  '2441': [200_000, 0],
  '2451': [600_000, 0],
  '2844': [0, 40_000],
  '2845': [0, 120_000],
  '4011': [50_000, 200_000],
  '4012': [50_000, 50_000],
  '4091': [30_000, 0],
  '4111': [100_000, 0],
  '4431': [0, 96_250],
  '4452': [57_750, 0],
  '5211': [868_500, 0],
  '5215': [0, 80_000],
  '5711': [50_000, 0],
  '6011': [300_000, 0],
  '6222': [40_000, 0],
  '6611': [100_000, 0],
  '6813': [160_000, 0],
  '7011': [0, 500_000],
  '7071': [0, 20_000],
});

describe('computeIncomeStatement, small company', () => {
  const statement = computeIncomeStatement(layouts.incomeStatement, smallCompany);
  const amountOf = (ref: string) => statement.lines.find((line) => line.ref === ref)?.amount;

  it.each([
    ['TA', 500_000n],
    ['RA', -300_000n],
    ['RB', 0n],
    ['XA', 200_000n],
    ['TD', 20_000n],
    ['XB', 520_000n],
    ['RH', -40_000n],
    ['XC', 180_000n],
    ['RK', -100_000n],
    ['XD', 80_000n],
    ['RL', -160_000n],
    ['XE', -80_000n],
    ['XF', 0n],
    ['XG', -80_000n],
    ['XH', 0n],
    ['XI', -80_000n],
  ])('%s = %s', (ref, expected) => {
    expect(amountOf(ref)).toBe(expected);
  });

  it('reports the net result, every row with both labels, and nothing unmapped', () => {
    expect(statement.result).toBe(-80_000n);
    expect(statement.lines).toHaveLength(42);
    expect(statement.lines[0]).toEqual({
      ref: 'TA',
      kind: 'rubric',
      label: { fr: 'Ventes de marchandises', en: 'Sales of goods for resale' },
      note: '21',
      sign: '+',
      amount: 500_000n,
    });
    expect(statement.unmappedAccounts).toEqual([]);
  });

  it('signs a stock variation by its balance: a stock increase (credit) is positive', () => {
    const withStock = computeIncomeStatement(
      layouts.incomeStatement,
      balances({ '6031': [0, 7_000], '311': [7_000, 0] }),
    );
    expect(withStock.lines.find((line) => line.ref === 'RB')?.amount).toBe(7_000n);
    expect(withStock.result).toBe(7_000n);
  });
});

describe('computeBalanceSheet, small company', () => {
  const statements = computeFinancialStatements(layouts, smallCompany);
  const sheet = statements.balanceSheet;
  const asset = (ref: string) => {
    const line = sheet.assets.find((candidate) => candidate.ref === ref);
    return line === undefined ? undefined : [line.gross, line.depreciation, line.net];
  };
  const liability = (ref: string) => sheet.liabilities.find((line) => line.ref === ref)?.amount;

  it.each([
    ['AE', [0n, 0n, 0n]],
    ['AM', [200_000n, 40_000n, 160_000n]],
    ['AN', [600_000n, 120_000n, 480_000n]],
    ['AI', [800_000n, 160_000n, 640_000n]],
    ['AZ', [800_000n, 160_000n, 640_000n]],
    ['BH', [30_000n, 0n, 30_000n]],
    ['BI', [100_000n, 0n, 100_000n]],
    ['BJ', [57_750n, 0n, 57_750n]],
    ['BG', [187_750n, 0n, 187_750n]],
    ['BK', [187_750n, 0n, 187_750n]],
    ['BS', [918_500n, 0n, 918_500n]],
    ['BT', [918_500n, 0n, 918_500n]],
    ['BZ', [1_906_250n, 160_000n, 1_746_250n]],
  ])('actif %s (gross, depreciation, net) = %s', (ref, expected) => {
    expect(asset(ref)).toEqual(expected);
  });

  it.each([
    ['CA', 1_000_000n],
    ['CJ', -80_000n],
    ['CP', 920_000n],
    ['DA', 500_000n],
    ['DF', 1_420_000n],
    ['DJ', 150_000n],
    ['DK', 96_250n],
    ['DP', 246_250n],
    ['DR', 80_000n],
    ['DT', 80_000n],
    ['DV', 0n],
    ['DZ', 1_746_250n],
  ])('passif %s = %s', (ref, expected) => {
    expect(liability(ref)).toBe(expected);
  });

  it('totals both sides equally and carries the result', () => {
    expect(sheet.totals).toEqual({ assets: 1_746_250n, liabilities: 1_746_250n });
    expect(sheet.result).toBe(-80_000n);
    expect(sheet.unmappedAccounts).toEqual([]);
    expect(sheet.assets).toHaveLength(29);
    expect(sheet.liabilities).toHaveLength(29);
    expect(sheet.liabilities.find((line) => line.ref === 'CB')).toEqual({
      ref: 'CB',
      kind: 'rubric',
      label: { fr: 'Apporteurs capital non appelé (-)', en: 'Contributors, uncalled capital (-)' },
      note: '13',
      amount: 0n,
    });
  });

  it('lists accounts that no rubric takes, and the gap they leave', () => {
    const withTransfer = new Map(smallCompany);
    withTransfer.set('585', { debit: toAmount(25_000n), credit: toAmount(0n) });
    withTransfer.set('5711', { debit: toAmount(50_000n), credit: toAmount(25_000n) });
    const { balanceSheet } = computeFinancialStatements(layouts, withTransfer);
    expect(balanceSheet.unmappedAccounts).toEqual([{ accountNumber: '585', balance: 25_000n }]);
    expect(balanceSheet.totals.assets - balanceSheet.totals.liabilities).toBe(-25_000n);
  });

  it('refuses a formula ref that the income statement does not have', () => {
    const incomeStatement = { lines: [], result: toAmount(0n), unmappedAccounts: [] };
    expect(() => computeBalanceSheet(layouts.balanceSheet, smallCompany, incomeStatement)).toThrow(
      expect.objectContaining({ code: 'LAYOUT_REF_MUST_EXIST' }),
    );
  });
});

describe('findRubricOfAccount on the SYSCOHADA balance sheet', () => {
  it.each([
    ['4011', -1n, 'DJ', 'gross'],
    ['4011', 1n, 'DJ', 'gross'],
    ['4091', 1n, 'BH', 'gross'],
    ['4111', 1n, 'BI', 'gross'],
    ['4191', -1n, 'DI', 'gross'],
    ['4431', -1n, 'DK', 'gross'],
    ['4431', 1n, 'BJ', 'gross'],
    ['4452', 1n, 'BJ', 'gross'],
    ['4452', -1n, 'DK', 'gross'],
    ['4711', 1n, 'BJ', 'gross'],
    ['4711', -1n, 'DM', 'gross'],
    ['185', 1n, 'BJ', 'gross'],
    ['185', -1n, 'DM', 'gross'],
    ['478', 1n, 'BU', 'gross'],
    ['478', -1n, 'BU', 'gross'],
    ['479', -1n, 'DV', 'gross'],
    ['479', 1n, 'DV', 'gross'],
    ['4998', -1n, 'DH', 'gross'],
    ['4991', -1n, 'DN', 'gross'],
    ['4911', -1n, 'BI', 'depreciation'],
    ['5211', 1n, 'BS', 'gross'],
    ['5211', -1n, 'DR', 'gross'],
    ['5611', -1n, 'DR', 'gross'],
    ['5611', 1n, 'DR', 'gross'],
    ['5711', -1n, 'BS', 'gross'],
    ['2181', 1n, 'AE', 'gross'],
    ['2182', 1n, 'AH', 'gross'],
    ['2441', 1n, 'AM', 'gross'],
    ['2451', 1n, 'AN', 'gross'],
    ['2844', -1n, 'AM', 'depreciation'],
    ['2845', -1n, 'AN', 'depreciation'],
    ['2818', -1n, 'AE', 'depreciation'],
    ['109', 1n, 'CB', 'gross'],
    ['131', -1n, 'CJA', 'gross'],
    ['1301', -1n, 'CJA', 'gross'],
    ['585', 1n, undefined, undefined],
    ['6011', 1n, undefined, undefined],
  ])('%s with balance %s goes to %s (%s)', (accountNumber, balance, ref, role) => {
    const found = findRubricOfAccount(layouts.balanceSheet, accountNumber, balance);
    expect(found).toEqual(ref === undefined ? undefined : { ref, role });
  });

  it('leaves exactly the deliberately unmapped postable accounts of classes 1-8 out (SOURCES.md doubt 3)', () => {
    const unmapped = postableAccounts.filter((accountNumber) => {
      if (!'12345678'.includes(accountNumber.charAt(0))) return false;
      const layout = '12345'.includes(accountNumber.charAt(0)) ? layouts.balanceSheet : layouts.incomeStatement;
      return [1n, -1n].some((balance) => findRubricOfAccount(layout, accountNumber, balance) === undefined);
    });
    expect(unmapped).toEqual([
      ...['132', '133', '134', '135', '136', '137', '1381', '1382', '1383', '1384'],
      ...['186', '187', '188', '585', '588'],
    ]);
  });
});

describe('statement properties', () => {
  const statementsOf = (entries: Parameters<typeof foldMonthlyBalances>[0]) =>
    computeFinancialStatements(layouts, totalsByAccountNumber(foldMonthlyBalances(entries)));
  const sumOf = (values: readonly Amount[]) => values.reduce((total, value) => total + value, 0n);

  it('uses a realistic chart whose accounts all exist in the referential', () => {
    expect(MAPPED_SYSCOHADA_ACCOUNTS.filter((accountNumber) => !postableAccounts.includes(accountNumber))).toEqual([]);
  });

  it('balances both sides for any balanced ledger on mapped accounts, result = classes 6-8', () => {
    fc.assert(
      fc.property(fc.array(arbitraryBalancedEntry(MAPPED_SYSCOHADA_ACCOUNTS), { maxLength: 25 }), (entries) => {
        const { balanceSheet, incomeStatement } = statementsOf(entries);
        expect(balanceSheet.totals.assets).toBe(balanceSheet.totals.liabilities);
        expect(balanceSheet.unmappedAccounts).toEqual([]);
        const incomeLines = entries
          .flatMap((entry) => entry.lines)
          .filter((line) => '678'.includes(line.accountNumber[0] ?? ''));
        expect(incomeStatement.result).toBe(sumOf(incomeLines.map((line) => toAmount(line.credit - line.debit))));
      }),
      { numRuns: 300 },
    );
  });

  it('misses equality by exactly the unmapped accounts on the whole referential chart', () => {
    const classes1To8 = postableAccounts.filter((accountNumber) => '12345678'.includes(accountNumber.charAt(0)));
    fc.assert(
      fc.property(fc.array(arbitraryBalancedEntry(classes1To8), { maxLength: 25 }), (entries) => {
        const { balanceSheet, incomeStatement } = statementsOf(entries);
        const unmapped = [...balanceSheet.unmappedAccounts, ...incomeStatement.unmappedAccounts];
        expect(balanceSheet.totals.assets - balanceSheet.totals.liabilities).toBe(
          -sumOf(unmapped.map((account) => account.balance)),
        );
      }),
      { numRuns: 300 },
    );
  });
});
