import { readFileSync } from 'node:fs';
import { toAmount } from '@bilan/accounting';
import { describe, expect, it } from 'vitest';
import { type AccountMovement, totalsByAccountNumber } from './balances.ts';
import { parseBalanceSheetLayout, parseIncomeStatementLayout } from './statement-layout.ts';
import { computeFinancialStatements } from './statements.ts';

const read = (name: string) => readFileSync(new URL(`../../../referentials/${name}`, import.meta.url), 'utf8');
const layouts = {
  balanceSheet: parseBalanceSheetLayout(read('pcg-balance-sheet.csv')),
  incomeStatement: parseIncomeStatementLayout(read('pcg-income-statement.csv')),
};

const movement = (accountNumber: string, debit: number, credit: number): AccountMovement => ({
  accountNumber,
  debit: toAmount(BigInt(debit)),
  credit: toAmount(BigInt(credit)),
});

describe('PCG statement layouts', () => {
  it('computes a French company year by hand: capital, sales, purchases, VAT, bank, a fixed asset and its depreciation', () => {
    const books = totalsByAccountNumber([
      movement('1013', 0, 1_000_000),
      movement('512', 1_000_000 + 1_200_000 - 480_000 - 300_000, 0),
      movement('706', 0, 1_000_000),
      movement('44571', 0, 200_000),
      movement('607', 400_000, 0),
      movement('44566', 80_000, 0),
      movement('2183', 300_000, 0),
      movement('6811', 60_000, 0),
      movement('28183', 0, 60_000),
    ]);
    const { balanceSheet, incomeStatement } = computeFinancialStatements(layouts, books);
    const income = Object.fromEntries(incomeStatement.lines.map((line) => [line.ref, line.amount]));
    expect(income).toMatchObject({
      FF: 1_000_000n,
      FL: 1_000_000n,
      FS: -400_000n,
      GA: -60_000n,
      GG: 540_000n,
      HN: 540_000n,
    });
    const assets = Object.fromEntries(balanceSheet.assets.map((line) => [line.ref, line]));
    expect(assets.AN).toMatchObject({ gross: 300_000n, depreciation: 60_000n, net: 240_000n });
    expect(assets.BZ?.net).toBe(80_000n);
    expect(assets.CF?.net).toBe(1_420_000n);
    const liabilities = Object.fromEntries(balanceSheet.liabilities.map((line) => [line.ref, line.amount]));
    expect(liabilities).toMatchObject({ DA: 1_000_000n, DI: 540_000n, DL: 1_540_000n, DY: 200_000n });
    expect(balanceSheet.totals).toEqual({ assets: 1_740_000n, liabilities: 1_740_000n });
    expect(balanceSheet.unmappedAccounts).toEqual([]);
    expect(incomeStatement.unmappedAccounts).toEqual([]);
  });

  it('shows a bank overdraft as a liability', () => {
    const books = totalsByAccountNumber([movement('512', 0, 5_000), movement('607', 5_000, 0)]);
    const { balanceSheet } = computeFinancialStatements(layouts, books);
    expect(balanceSheet.liabilities.find((line) => line.ref === 'DU')?.amount).toBe(5_000n);
    expect(balanceSheet.assets.find((line) => line.ref === 'CF')?.net).toBe(0n);
    expect(balanceSheet.totals.assets).toBe(balanceSheet.totals.liabilities);
  });
});
