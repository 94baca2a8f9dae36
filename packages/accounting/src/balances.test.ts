import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountMovement,
  computeTrialBalance,
  foldMonthlyBalances,
  type MonthlyBalance,
  monthlyBalanceDeltas,
  splitOpeningAndPeriod,
  sumMovements,
  totalsByAccountNumber,
} from './balances.ts';
import type { JournalEntry, JournalLine } from './journal-entry.ts';
import { type Amount, sumAmounts, toAmount } from './money.ts';
import { arbitraryBalancedEntry, arbitraryDate } from './testing-arbitraries.ts';

const amount = (value: bigint): Amount => toAmount(value);

function line(accountNumber: string, debit: bigint, credit: bigint, subAccountId?: string): JournalLine {
  return { accountNumber, debit: amount(debit), credit: amount(credit), ...(subAccountId ? { subAccountId } : {}) };
}

function entry(date: string, lines: JournalLine[]): JournalEntry {
  return { journalCode: 'OD', date, label: 'Test', lines };
}

const sale = entry('2026-01-10', [line('4111', 1180n, 0n, 'c1'), line('7011', 0n, 1000n), line('4431', 0n, 180n)]);
const receipt = entry('2026-02-05', [line('5211', 1180n, 0n), line('4111', 0n, 1180n, 'c1')]);
const secondSale = entry('2026-02-20', [line('4111', 500n, 0n, 'c2'), line('7011', 0n, 500n)]);

describe('monthly balances', () => {
  it('files each entry under its month, per account and sub-account', () => {
    expect(monthlyBalanceDeltas(sale)).toEqual([
      { accountNumber: '4111', subAccountId: 'c1', month: '2026-01', debit: 1180n, credit: 0n },
      { accountNumber: '4431', month: '2026-01', debit: 0n, credit: 180n },
      { accountNumber: '7011', month: '2026-01', debit: 0n, credit: 1000n },
    ]);
  });

  it('folds entries, adding into an existing balance table', () => {
    const initial: MonthlyBalance[] = [
      { accountNumber: '7011', month: '2026-02', debit: amount(0n), credit: amount(7n) },
    ];
    const folded = foldMonthlyBalances([sale, receipt, secondSale], initial);
    expect(folded.filter((row) => row.accountNumber === '7011')).toEqual([
      { accountNumber: '7011', month: '2026-01', debit: 0n, credit: 1000n },
      { accountNumber: '7011', month: '2026-02', debit: 0n, credit: 507n },
    ]);
    expect(folded.filter((row) => row.accountNumber === '4111')).toEqual([
      { accountNumber: '4111', subAccountId: 'c1', month: '2026-01', debit: 1180n, credit: 0n },
      { accountNumber: '4111', subAccountId: 'c1', month: '2026-02', debit: 0n, credit: 1180n },
      { accountNumber: '4111', subAccountId: 'c2', month: '2026-02', debit: 500n, credit: 0n },
    ]);
  });

  it('refuses an entry whose date is not a calendar date', () => {
    expect(() => monthlyBalanceDeltas({ ...sale, date: '2026-02-30' })).toThrow(RangeError);
  });

  it('totals of the balance table equal the sum of the lines', () => {
    fc.assert(
      fc.property(fc.array(arbitraryBalancedEntry(), { maxLength: 20 }), (entries) => {
        const balances = foldMonthlyBalances(entries);
        const lines = entries.flatMap((posted) => posted.lines);
        expect(sumAmounts(balances.map((row) => row.debit))).toBe(sumAmounts(lines.map((posted) => posted.debit)));
        expect(sumAmounts(balances.map((row) => row.credit))).toBe(sumAmounts(lines.map((posted) => posted.credit)));
        const perAccountFromBalances = sumMovements(balances.map(({ month: _month, ...movement }) => movement));
        expect(perAccountFromBalances).toEqual(sumMovements(lines));
      }),
    );
  });

  it('folding in two batches equals folding at once', () => {
    fc.assert(
      fc.property(fc.array(arbitraryBalancedEntry(), { maxLength: 10 }), fc.nat(10), (entries, cut) => {
        const inTwo = foldMonthlyBalances(entries.slice(cut), foldMonthlyBalances(entries.slice(0, cut)));
        expect(inTwo).toEqual(foldMonthlyBalances(entries));
      }),
    );
  });
});

describe('trial balance', () => {
  const balances = foldMonthlyBalances([sale, receipt, secondSale]);

  it('puts months before the period in the opening columns', () => {
    const trial = computeTrialBalance(splitOpeningAndPeriod(balances, { fromMonth: '2026-02', toMonth: '2026-12' }));
    expect(trial.accounts).toEqual([
      row('4111', [1180n, 0n], [500n, 1180n], [500n, 0n]),
      row('4431', [0n, 180n], [0n, 0n], [0n, 180n]),
      row('5211', [0n, 0n], [1180n, 0n], [1180n, 0n]),
      row('7011', [0n, 1000n], [0n, 500n], [0n, 1500n]),
    ]);
    expect(trial.totals).toEqual({
      openingDebit: 1180n,
      openingCredit: 1180n,
      debit: 1680n,
      credit: 1680n,
      closingDebit: 1680n,
      closingCredit: 1680n,
    });
  });

  it('shows sub-accounts on request and leaves out months after the period', () => {
    const trial = computeTrialBalance(splitOpeningAndPeriod(balances, { fromMonth: '2026-01', toMonth: '2026-01' }), {
      bySubAccount: true,
    });
    expect(trial.accounts.map((account) => [account.accountNumber, account.subAccountId])).toEqual([
      ['4111', 'c1'],
      ['4431', undefined],
      ['7011', undefined],
    ]);
  });

  it('leaves out accounts with nothing to show', () => {
    const settled = entry('2026-01-01', [line('5211', 5n, 0n), line('5211', 0n, 5n)]);
    const trial = computeTrialBalance(
      splitOpeningAndPeriod(foldMonthlyBalances([settled]), { fromMonth: '2026-02', toMonth: '2026-02' }),
    );
    expect(trial.accounts).toEqual([]);
  });

  it.each([
    ['2026-13', '2026-12'],
    ['2026-03', '2026-02'],
    ['2026-1', '2026-02'],
  ])('refuses the span %s to %s', (fromMonth, toMonth) => {
    expect(() => splitOpeningAndPeriod(balances, { fromMonth, toMonth })).toThrow(RangeError);
  });

  it('has equal debit and credit totals in every column pair for balanced entries', () => {
    const entries = fc.array(arbitraryBalancedEntry(undefined, arbitraryDate()), { maxLength: 15 });
    const months = fc.integer({ min: 1, max: 12 }).map((month) => `2026-${String(month).padStart(2, '0')}`);
    fc.assert(
      fc.property(entries, months, fc.boolean(), (posted, fromMonth, bySubAccount) => {
        const split = splitOpeningAndPeriod(foldMonthlyBalances(posted), { fromMonth, toMonth: '2026-12' });
        const { totals } = computeTrialBalance(split, { bySubAccount });
        expect(totals.openingDebit).toBe(totals.openingCredit);
        expect(totals.debit).toBe(totals.credit);
        expect(totals.closingDebit).toBe(totals.closingCredit);
      }),
    );
  });
});

describe('sums per account', () => {
  const movements: AccountMovement[] = [
    { accountNumber: '4111', subAccountId: 'c1', debit: amount(5n), credit: amount(0n) },
    { accountNumber: '4111', subAccountId: 'c2', debit: amount(0n), credit: amount(2n) },
    { accountNumber: '401', debit: amount(1n), credit: amount(1n) },
  ];

  it('sums sub-accounts into their account unless asked not to', () => {
    expect(sumMovements(movements)).toEqual([
      { accountNumber: '401', debit: 1n, credit: 1n },
      { accountNumber: '4111', debit: 5n, credit: 2n },
    ]);
    expect(sumMovements(movements, { bySubAccount: true })).toHaveLength(3);
  });

  it('treats a null sub-account (a database row) as no sub-account', () => {
    const fromDatabase = [
      { accountNumber: '5211', subAccountId: null, debit: amount(3n), credit: amount(0n) },
      { accountNumber: '5211', debit: amount(4n), credit: amount(0n) },
    ];
    expect(sumMovements(fromDatabase, { bySubAccount: true })).toEqual([
      { accountNumber: '5211', debit: 7n, credit: 0n },
    ]);
  });

  it('keys totals by account number for the statements', () => {
    expect(totalsByAccountNumber(movements)).toEqual(
      new Map([
        ['401', { debit: 1n, credit: 1n }],
        ['4111', { debit: 5n, credit: 2n }],
      ]),
    );
  });
});

function row(accountNumber: string, opening: [bigint, bigint], period: [bigint, bigint], closing: [bigint, bigint]) {
  return {
    accountNumber,
    openingDebit: opening[0],
    openingCredit: opening[1],
    debit: period[0],
    credit: period[1],
    closingDebit: closing[0],
    closingCredit: closing[1],
  };
}
