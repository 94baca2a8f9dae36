import {
  type ClosingAccounts,
  formatAmount,
  monthOf,
  nextMonth,
  PCG_CLOSING_ACCOUNTS,
  resultSideOf,
  SYSCOHADA_CLOSING_ACCOUNTS,
  toAmount,
} from '@bilan/accounting';
import type { DashboardReport } from '@bilan/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountBalances } from '../ledger/ledger.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readPeriodMovements, reportPeriod } from './report-period.ts';
import type { PeriodQuery } from './reports.service.ts';

/** Treasury accounts: banks, financial institutions, cash, and the valeurs à encaisser of 51. */
const CASH_PREFIXES = ['52', '53', '54', '55', '57', '51'];

const closingAccountsOf = (company: CompanyContext): ClosingAccounts =>
  company.framework === 'PCG' ? PCG_CLOSING_ACCOUNTS : SYSCOHADA_CLOSING_ACCOUNTS;

/** The figures an owner looks at first, all from the monthly balances. */
export async function dashboard(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: PeriodQuery,
): Promise<DashboardReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const period = reportPeriod(folder, query.from, query.to);
  const movements = await readPeriodMovements(tx, folder, period);
  const net = (rows: typeof movements.period, prefixes: string[]) =>
    rows
      .filter((row) => prefixes.some((prefix) => row.accountNumber.startsWith(prefix)))
      .reduce((sum, row) => sum + row.debit - row.credit, 0n);
  const all = [...movements.opening, ...movements.period];
  const accounts = closingAccountsOf(company);
  const onSide = (side: 'income' | 'expense') =>
    movements.period.filter((row) => resultSideOf(row.accountNumber, accounts) === side);
  // Income and expenses of the whole income statement (HAO and income tax included): their difference is its result.
  const revenue = -net(onSide('income'), ['']);
  const expenses = net(onSide('expense'), ['']);
  const result = revenue - expenses;
  const months = await monthlyFigures(tx, workFolderId, period, accounts);
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  return {
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    revenue: format(revenue),
    expenses: format(expenses),
    result: format(result),
    cash: format(net(all, CASH_PREFIXES)),
    receivables: format(net(all, ['41'])),
    payables: format(-net(all, ['40'])),
    months: months.map((month) => ({
      month: month.month,
      revenue: format(month.revenue),
      expenses: format(month.expenses),
      cash: format(month.cash),
    })),
  };
}

/** Revenue and expenses of each month of the period, and the treasury balance at its end, from the balances. */
async function monthlyFigures(
  tx: Transaction,
  workFolderId: string,
  period: { fromOn: string; toOn: string },
  accounts: ClosingAccounts,
) {
  const rows = await tx
    .select({
      month: accountBalances.month,
      number: companyAccounts.number,
      debit: accountBalances.debit,
      credit: accountBalances.credit,
    })
    .from(accountBalances)
    .innerJoin(
      companyAccounts,
      sameCompany(companyAccounts, companyAccounts.id, accountBalances, accountBalances.accountId),
    )
    .where(eq(accountBalances.workFolderId, workFolderId));
  const months = new Map<string, { month: string; revenue: bigint; expenses: bigint; cashMovement: bigint }>();
  for (let month = monthOf(period.fromOn); month <= monthOf(period.toOn); month = nextMonth(month)) {
    months.set(month, { month, revenue: 0n, expenses: 0n, cashMovement: 0n });
  }
  // Treasury before the first month (opening entries included) starts the running cash balance.
  let cash = 0n;
  for (const row of rows) {
    const isCash = CASH_PREFIXES.some((prefix) => row.number.startsWith(prefix));
    if (isCash && row.month < monthOf(period.fromOn)) cash += row.debit - row.credit;
    const month = months.get(row.month);
    if (!month) continue;
    const side = resultSideOf(row.number, accounts);
    if (side === 'income') month.revenue += row.credit - row.debit;
    if (side === 'expense') month.expenses += row.debit - row.credit;
    if (isCash) month.cashMovement += row.debit - row.credit;
  }
  return [...months.values()].map(({ cashMovement, ...month }) => {
    cash += cashMovement;
    return { ...month, cash };
  });
}
