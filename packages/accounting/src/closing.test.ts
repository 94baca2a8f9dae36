import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountMovement, foldMonthlyBalances, sumMovements, totalsByAccountNumber } from './balances.ts';
import {
  ClosingError,
  closeWorkFolder,
  computeClosingEntry,
  computeOpeningEntry,
  detailOpenItems,
  PCG_CLOSING_ACCOUNTS,
  resultSideOf,
  SYSCOHADA_CLOSING_ACCOUNTS,
} from './closing.ts';
import { findEntryViolation, type JournalLine } from './journal-entry.ts';
import { toAmount, ZERO_AMOUNT } from './money.ts';
import { parseBalanceSheetLayout, parseIncomeStatementLayout } from './statement-layout.ts';
import { computeFinancialStatements } from './statements.ts';
import { arbitraryBalancedEntry, MAPPED_SYSCOHADA_ACCOUNTS } from './testing-arbitraries.ts';

const accounts = SYSCOHADA_CLOSING_ACCOUNTS;
const closingOptions = { date: '2026-12-31', label: 'Clôture 2026', accounts };
const openingOptions = { date: '2027-01-01', label: 'À nouveaux 2027', accounts };
const yearEnd = {
  closing: { date: '2026-12-31', label: 'Clôture 2026' },
  opening: { date: '2027-01-01', label: 'À nouveaux 2027' },
  accounts,
};

function movement(accountNumber: string, debit: number, credit: number, subAccountId?: string): AccountMovement {
  return {
    accountNumber,
    debit: toAmount(BigInt(debit)),
    credit: toAmount(BigInt(credit)),
    ...(subAccountId === undefined ? {} : { subAccountId }),
  };
}

function summary(lines: readonly JournalLine[] | undefined): Array<[string, bigint, bigint]> {
  return (lines ?? []).map((line) => [line.accountNumber, line.debit, line.credit]);
}

/** The small company of statements.test.ts, with a loss of 80,000. */
const smallCompany: AccountMovement[] = [
  movement('1013', 0, 1_000_000),
  movement('162', 0, 500_000),
  movement('2441', 200_000, 0),
  movement('2451', 600_000, 0),
  movement('2844', 0, 40_000),
  movement('2845', 0, 120_000),
  movement('4011', 50_000, 200_000),
  movement('4012', 50_000, 50_000),
  movement('4091', 30_000, 0),
  movement('4111', 100_000, 0),
  movement('4431', 0, 96_250),
  movement('4452', 57_750, 0),
  movement('5211', 868_500, 0),
  movement('5215', 0, 80_000),
  movement('5711', 50_000, 0),
  movement('6011', 300_000, 0),
  movement('6222', 40_000, 0),
  movement('6611', 100_000, 0),
  movement('6813', 160_000, 0),
  movement('7011', 0, 500_000),
  movement('7071', 0, 20_000),
];

describe('computeClosingEntry', () => {
  it('zeroes income and expense accounts and books the loss to 139', () => {
    const entry = computeClosingEntry(smallCompany, closingOptions);
    expect(entry).toMatchObject({ journalCode: 'OD', date: '2026-12-31', label: 'Clôture 2026' });
    expect(summary(entry?.lines)).toEqual([
      ['6011', 0n, 300_000n],
      ['6222', 0n, 40_000n],
      ['6611', 0n, 100_000n],
      ['6813', 0n, 160_000n],
      ['7011', 500_000n, 0n],
      ['7071', 20_000n, 0n],
      ['139', 80_000n, 0n],
    ]);
  });

  it.each([
    ['a profit to 131', [movement('7011', 0, 900), movement('6011', 600, 0)], [['131', 0n, 300n]]],
    ['a loss to 139', [movement('7011', 0, 600), movement('6011', 900, 0)], [['139', 300n, 0n]]],
    ['no result line for a nil result', [movement('7011', 0, 600), movement('6011', 600, 0)], []],
    ['class 8 (HAO) included', [movement('821', 0, 50), movement('811', 20, 0)], [['131', 0n, 30n]]],
  ] as const)('books %s', (_case, balances, resultLines) => {
    const entry = computeClosingEntry(balances, closingOptions);
    expect(summary(entry?.lines).filter(([accountNumber]) => accountNumber.startsWith('13'))).toEqual(resultLines);
  });

  it('returns null when there is nothing to close', () => {
    expect(computeClosingEntry([movement('5211', 10, 0), movement('1013', 0, 10)], closingOptions)).toBeNull();
    expect(computeClosingEntry([movement('7011', 5, 5)], closingOptions)).toBeNull();
  });

  it('uses the PCG accounts for French companies', () => {
    const entry = computeClosingEntry([movement('706', 0, 900), movement('607', 600, 0), movement('801', 5, 0)], {
      ...closingOptions,
      accounts: PCG_CLOSING_ACCOUNTS,
    });
    expect(summary(entry?.lines)).toEqual([
      ['607', 0n, 600n],
      ['706', 900n, 0n],
      ['120', 0n, 300n],
    ]);
  });
});

describe('computeOpeningEntry', () => {
  it('carries every balance-sheet account forward on the side of its balance, with the result', () => {
    const { closingEntry, openingEntry } = closeWorkFolder(smallCompany, yearEnd);
    expect(closingEntry).not.toBeNull();
    expect(openingEntry).toMatchObject({ journalCode: 'AN', date: '2027-01-01', label: 'À nouveaux 2027' });
    expect(summary(openingEntry?.lines)).toEqual([
      ['1013', 0n, 1_000_000n],
      ['1309', 80_000n, 0n],
      ['162', 0n, 500_000n],
      ['2441', 200_000n, 0n],
      ['2451', 600_000n, 0n],
      ['2844', 0n, 40_000n],
      ['2845', 0n, 120_000n],
      ['4011', 0n, 150_000n],
      ['4091', 30_000n, 0n],
      ['4111', 100_000n, 0n],
      ['4431', 0n, 96_250n],
      ['4452', 57_750n, 0n],
      ['5211', 868_500n, 0n],
      ['5215', 0n, 80_000n],
      ['5711', 50_000n, 0n],
    ]);
  });

  it('keeps one line per sub-account and leaves off-balance class 9 out', () => {
    const entry = computeOpeningEntry(
      [
        movement('4111', 100, 0, 'customer-a'),
        movement('4111', 0, 30, 'customer-b'),
        movement('1013', 0, 70),
        movement('901', 5, 0),
        movement('902', 0, 5),
      ],
      openingOptions,
    );
    expect(entry?.lines.map((line) => [line.accountNumber, line.subAccountId, line.debit, line.credit])).toEqual([
      ['1013', undefined, 0n, 70n],
      ['4111', 'customer-a', 100n, 0n],
      ['4111', 'customer-b', 0n, 30n],
    ]);
  });

  it('refuses to open before the income accounts are closed', () => {
    const run = () => computeOpeningEntry(smallCompany, openingOptions);
    expect(run).toThrow(ClosingError);
    expect(run).toThrow(expect.objectContaining({ code: 'INCOME_ACCOUNTS_MUST_BE_CLOSED_FIRST' }));
  });

  it('refuses an opening date that does not follow the closing date', () => {
    expect(() =>
      closeWorkFolder(smallCompany, { ...yearEnd, opening: { ...yearEnd.opening, date: '2026-12-31' } }),
    ).toThrow(expect.objectContaining({ code: 'OPENING_MUST_FOLLOW_CLOSING' }));
  });

  it('returns null for an empty work folder', () => {
    expect(closeWorkFolder([], yearEnd)).toEqual({ closingEntry: null, openingEntry: null });
  });
});

describe('year-end properties', () => {
  const referential = (name: string) => readFileSync(new URL(`../../../referentials/${name}`, import.meta.url), 'utf8');
  const layouts = {
    balanceSheet: parseBalanceSheetLayout(referential('syscohada-balance-sheet.csv')),
    incomeStatement: parseIncomeStatementLayout(referential('syscohada-income-statement.csv')),
  };

  it('keeps the balance sheet unchanged by closing; the result moves from XI (CJ) to 131/139, awaiting (CJA)', () => {
    const { closingEntry } = closeWorkFolder(smallCompany, yearEnd);
    const before = computeFinancialStatements(layouts, totalsByAccountNumber(smallCompany));
    const after = computeFinancialStatements(
      layouts,
      totalsByAccountNumber([...smallCompany, ...(closingEntry?.lines ?? [])]),
    );
    expect(after.incomeStatement.result).toBe(0n);
    const liability = (ref: string) => after.balanceSheet.liabilities.find((line) => line.ref === ref)?.amount;
    expect([liability('CJ'), liability('CJA')]).toEqual([0n, -80_000n]);
    expect(after.balanceSheet.totals).toEqual(before.balanceSheet.totals);
  });

  it('opening entry balances and carries each balance-sheet account at its closing balance, 131/139 in 1301/1309', () => {
    const awaiting: Record<string, string> = { '131': '1301', '139': '1309' };
    fc.assert(
      fc.property(fc.array(arbitraryBalancedEntry(MAPPED_SYSCOHADA_ACCOUNTS), { maxLength: 20 }), (entries) => {
        const balances = foldMonthlyBalances(entries);
        const { closingEntry, openingEntry } = closeWorkFolder(balances, yearEnd);
        for (const entry of [closingEntry, openingEntry])
          if (entry !== null) expect(findEntryViolation(entry)).toBeNull();
        const closed = sumMovements(
          [...balances, ...(closingEntry?.lines ?? [])].map(({ accountNumber, debit, credit }) => ({
            accountNumber: awaiting[accountNumber] ?? accountNumber,
            debit,
            credit,
          })),
        );
        const expected = closed
          .filter((row) => '12345'.includes(row.accountNumber.charAt(0)) && row.debit !== row.credit)
          .map((row) => [row.accountNumber, row.debit - row.credit]);
        const carried = sumMovements(openingEntry?.lines ?? []).map((row) => [
          row.accountNumber,
          row.debit - row.credit,
        ]);
        expect(carried).toEqual(expected);
        const statements = computeFinancialStatements(layouts, totalsByAccountNumber(balances));
        const resultLine = closingEntry?.lines.find((line) => line.accountNumber.startsWith('13'));
        expect(resultLine === undefined ? 0n : resultLine.credit - resultLine.debit).toBe(
          statements.incomeStatement.result,
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('resultSideOf', () => {
  it.each([
    ['701', SYSCOHADA_CLOSING_ACCOUNTS, 'income'],
    ['601', SYSCOHADA_CLOSING_ACCOUNTS, 'expense'],
    ['811', SYSCOHADA_CLOSING_ACCOUNTS, 'expense'],
    ['821', SYSCOHADA_CLOSING_ACCOUNTS, 'income'],
    ['841', SYSCOHADA_CLOSING_ACCOUNTS, 'income'],
    ['871', SYSCOHADA_CLOSING_ACCOUNTS, 'expense'],
    ['891', SYSCOHADA_CLOSING_ACCOUNTS, 'expense'],
    ['411', SYSCOHADA_CLOSING_ACCOUNTS, null],
    ['695', PCG_CLOSING_ACCOUNTS, 'expense'],
    ['801', PCG_CLOSING_ACCOUNTS, null],
  ] as const)('puts %s on the %s side', (accountNumber, accounts, side) => {
    expect(resultSideOf(accountNumber, accounts)).toBe(side);
  });
});

describe('detailOpenItems', () => {
  const entry = {
    journalCode: 'AN',
    date: '2027-01-01',
    label: 'À-nouveaux',
    lines: [
      { accountNumber: '101', accountId: 'capital', debit: ZERO_AMOUNT, credit: toAmount(700n) },
      {
        accountNumber: '411',
        accountId: 'customers',
        subAccountId: 'akwa',
        debit: toAmount(700n),
        credit: ZERO_AMOUNT,
      },
    ],
  };
  const item = (subAccountId: string, debit: bigint, credit: bigint) => ({
    accountNumber: '411',
    accountId: 'customers',
    subAccountId,
    debit: toAmount(debit),
    credit: toAmount(credit),
    label: `item ${debit}-${credit}`,
  });

  it('puts one line per open item where the balance line stood, and items of a nil balance at the end', () => {
    const items = [
      item('akwa', 1000n, 0n),
      item('akwa', 0n, 300n),
      item('bonapriso', 50n, 0n),
      item('bonapriso', 0n, 50n),
    ];
    const { entry: detailed, carried } = detailOpenItems(entry, items);
    expect(detailed.lines.map((line) => [line.subAccountId ?? null, line.debit, line.credit])).toEqual([
      [null, 0n, 700n],
      ['akwa', 1000n, 0n],
      ['akwa', 0n, 300n],
      ['bonapriso', 50n, 0n],
      ['bonapriso', 0n, 50n],
    ]);
    expect(carried.map(({ lineNumber, item }) => [lineNumber, item.label])).toEqual([
      [2, 'item 1000-0'],
      [3, 'item 0-300'],
      [4, 'item 50-0'],
      [5, 'item 0-50'],
    ]);
  });

  it('refuses items that do not sum to the balance they replace', () => {
    expect(() => detailOpenItems(entry, [item('akwa', 600n, 0n)])).toThrow(/not its balance/);
  });

  it('keeps the foreign amount of a foreign-currency item on its line, none on the others', () => {
    // 10.00 USD at 60 = 600 units owed, plus 100 units invoiced in the company's currency.
    const usd = { ...item('akwa', 600n, 0n), foreign: { currency: 'USD', amount: 1000n } };
    const { entry: detailed } = detailOpenItems(entry, [usd, item('akwa', 100n, 0n)]);
    expect(detailed.lines.map((line) => [line.debit, line.foreign ?? null])).toEqual([
      [0n, null],
      [600n, { currency: 'USD', amount: 1000n }],
      [100n, null],
    ]);
  });
});
