import { isMonth, monthOf } from './calendar.ts';
import type { JournalEntry, LedgerAccount } from './journal-entry.ts';
import { type Amount, addAmounts, toAmount, ZERO_AMOUNT } from './money.ts';

export type DebitCreditTotals = { debit: Amount; credit: Amount };

/** Debit and credit totals of one account (or sub-account) over some span of time. */
export type AccountMovement = LedgerAccount & DebitCreditTotals;

/** One row of the balance table: per account, sub-account and month ('YYYY-MM'), updated with each posting. */
export type MonthlyBalance = AccountMovement & { month: string };

export type TrialBalanceRow = {
  accountNumber: string;
  subAccountId?: string | null;
  openingDebit: Amount;
  openingCredit: Amount;
  debit: Amount;
  credit: Amount;
  closingDebit: Amount;
  closingCredit: Amount;
};

export type TrialBalanceTotals = Omit<TrialBalanceRow, 'accountNumber' | 'subAccountId'>;

export type TrialBalance = { accounts: TrialBalanceRow[]; totals: TrialBalanceTotals };

/** The rows one entry adds to the balance table, which the ledger upserts in the posting's own transaction. */
export function monthlyBalanceDeltas(entry: JournalEntry): MonthlyBalance[] {
  const month = monthOf(entry.date);
  return sumMovements(entry.lines, { bySubAccount: true }).map((movement) => ({ ...movement, month }));
}

export function foldMonthlyBalances(
  entries: Iterable<JournalEntry>,
  initial: readonly MonthlyBalance[] = [],
): MonthlyBalance[] {
  const byKey = new Map<string, MonthlyBalance>();
  const fold = (delta: MonthlyBalance) => {
    const key = `${delta.month}|${accountKey(delta, true)}`;
    const current = byKey.get(key);
    byKey.set(key, current === undefined ? { ...delta } : { ...current, ...addMovement(current, delta) });
  };
  for (const balance of initial) fold(balance);
  for (const entry of entries) for (const delta of monthlyBalanceDeltas(entry)) fold(delta);
  return [...byKey.values()].sort((left, right) => compareAccounts(left, right) || compare(left.month, right.month));
}

/** Months before `fromMonth` make the opening balance; months after `toMonth` are left out. */
export function splitOpeningAndPeriod(
  balances: readonly MonthlyBalance[],
  period: { fromMonth: string; toMonth: string },
): { opening: AccountMovement[]; period: AccountMovement[] } {
  if (!isMonth(period.fromMonth) || !isMonth(period.toMonth) || period.fromMonth > period.toMonth) {
    throw new RangeError(`"${period.fromMonth}" to "${period.toMonth}" is not a span of months.`);
  }
  const before = balances.filter((balance) => balance.month < period.fromMonth);
  const within = balances.filter((balance) => balance.month >= period.fromMonth && balance.month <= period.toMonth);
  return { opening: withoutMonth(before), period: withoutMonth(within) };
}

/** Adds movements per account (or per sub-account), sorted by account number. */
export function sumMovements(
  movements: Iterable<AccountMovement>,
  options: { bySubAccount: boolean } = { bySubAccount: false },
): AccountMovement[] {
  const byKey = new Map<string, AccountMovement>();
  for (const movement of movements) {
    const key = accountKey(movement, options.bySubAccount);
    const current = byKey.get(key) ?? { ...accountOf(movement, options.bySubAccount), ...zeroTotals() };
    byKey.set(key, { ...current, ...addMovement(current, movement) });
  }
  return [...byKey.values()].sort(compareAccounts);
}

/** The input of the statements: debit and credit totals keyed by account number. */
export function totalsByAccountNumber(movements: Iterable<AccountMovement>): Map<string, DebitCreditTotals> {
  const totals = new Map<string, DebitCreditTotals>();
  for (const movement of sumMovements(movements)) {
    totals.set(movement.accountNumber, { debit: movement.debit, credit: movement.credit });
  }
  return totals;
}

export function computeTrialBalance(
  input: { opening: readonly AccountMovement[]; period: readonly AccountMovement[] },
  options: { bySubAccount: boolean } = { bySubAccount: false },
): TrialBalance {
  const opening = new Map(sumMovements(input.opening, options).map((row) => [accountKey(row, true), row]));
  const period = new Map(sumMovements(input.period, options).map((row) => [accountKey(row, true), row]));
  const keys = [...new Set([...opening.keys(), ...period.keys()])];
  const accounts = keys
    .map((key) => trialBalanceRow(opening.get(key), period.get(key)))
    .filter((row): row is TrialBalanceRow => row !== null)
    .sort(compareAccounts);
  return { accounts, totals: trialBalanceTotals(accounts) };
}

function trialBalanceRow(
  opening: AccountMovement | undefined,
  period: AccountMovement | undefined,
): TrialBalanceRow | null {
  const account = opening ?? period;
  if (account === undefined) return null;
  const openingNet = opening === undefined ? 0n : opening.debit - opening.credit;
  const debit = period?.debit ?? ZERO_AMOUNT;
  const credit = period?.credit ?? ZERO_AMOUNT;
  if (openingNet === 0n && debit === 0n && credit === 0n) return null;
  const closingNet = openingNet + debit - credit;
  return {
    ...accountOf(account, true),
    openingDebit: toAmount(openingNet > 0n ? openingNet : 0n),
    openingCredit: toAmount(openingNet < 0n ? -openingNet : 0n),
    debit,
    credit,
    closingDebit: toAmount(closingNet > 0n ? closingNet : 0n),
    closingCredit: toAmount(closingNet < 0n ? -closingNet : 0n),
  };
}

const TRIAL_BALANCE_COLUMNS = [
  'openingDebit',
  'openingCredit',
  'debit',
  'credit',
  'closingDebit',
  'closingCredit',
] as const;

function trialBalanceTotals(rows: readonly TrialBalanceRow[]): TrialBalanceTotals {
  const totals = Object.fromEntries(TRIAL_BALANCE_COLUMNS.map((column) => [column, ZERO_AMOUNT])) as TrialBalanceTotals;
  for (const row of rows) {
    for (const column of TRIAL_BALANCE_COLUMNS) totals[column] = addAmounts(totals[column], row[column]);
  }
  return totals;
}

function withoutMonth(balances: readonly MonthlyBalance[]): AccountMovement[] {
  return balances.map(({ month: _month, ...movement }) => movement);
}

function addMovement(left: DebitCreditTotals, right: DebitCreditTotals): DebitCreditTotals {
  return { debit: addAmounts(left.debit, right.debit), credit: addAmounts(left.credit, right.credit) };
}

function zeroTotals(): DebitCreditTotals {
  return { debit: ZERO_AMOUNT, credit: ZERO_AMOUNT };
}

function accountOf(account: LedgerAccount, bySubAccount: boolean): LedgerAccount {
  const kept: LedgerAccount = { accountNumber: account.accountNumber };
  if (account.accountId !== undefined) kept.accountId = account.accountId;
  if (bySubAccount && typeof account.subAccountId === 'string') kept.subAccountId = account.subAccountId;
  return kept;
}

function accountKey(account: LedgerAccount, bySubAccount: boolean): string {
  return bySubAccount ? `${account.accountNumber}|${account.subAccountId ?? ''}` : account.accountNumber;
}

/** Account numbers sort as text, so 401 < 4011 < 411, as in every printed ledger. */
function compareAccounts(left: LedgerAccount, right: LedgerAccount): number {
  return compare(left.accountNumber, right.accountNumber) || compare(left.subAccountId ?? '', right.subAccountId ?? '');
}

function compare(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}
