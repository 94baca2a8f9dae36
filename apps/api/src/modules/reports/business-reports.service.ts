import { type Amount, computeInvoiceLine, formatAmount, formatRate, monthOf } from '@bilan/accounting';
import type { DashboardReport, InvoiceType, VatSummaryReport } from '@bilan/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { nextMonth } from '../../lib/dates.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { isCreditNote, isSale } from '../documents/document-header.ts';
import { invoiceInputOf } from '../documents/document-view.ts';
import { accountingDocuments, documentLines } from '../documents/documents.table.ts';
import { accountBalances } from '../ledger/ledger.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readPeriodMovements, reportPeriod } from './report-period.ts';
import type { PeriodQuery } from './reports.service.ts';

/** Treasury accounts: banks, financial institutions, cash, and the valeurs à encaisser of 51. */
const CASH_PREFIXES = ['52', '53', '54', '55', '57', '51'];

/** VAT collected on sales and deductible on purchases, per month and rate, from validated documents. */
export async function vatSummary(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: PeriodQuery,
): Promise<VatSummaryReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const period = reportPeriod(folder, query.from, query.to);
  const rows = await tx
    .select({ type: accountingDocuments.type, date: accountingDocuments.documentOn, line: documentLines })
    .from(accountingDocuments)
    .innerJoin(documentLines, eq(documentLines.documentId, accountingDocuments.id))
    .where(
      and(
        eq(accountingDocuments.workFolderId, workFolderId),
        eq(accountingDocuments.state, 'VALIDATED'),
        ne(accountingDocuments.type, 'JOURNAL_ENTRY'),
      ),
    );
  const groups = new Map<
    string,
    {
      month: string;
      rate: number;
      collectedBase: bigint;
      collected: bigint;
      deductibleBase: bigint;
      deductible: bigint;
    }
  >();
  for (const row of rows) {
    if (row.date < period.fromOn || row.date > period.toOn) continue;
    const type = row.type as InvoiceType;
    const amounts = computeInvoiceLine(invoiceInputOf(row.line));
    const sign = isCreditNote(type) ? -1n : 1n;
    const month = monthOf(row.date);
    const rate = row.line.vatRateBasisPoints ?? 0;
    const key = `${month}|${rate}`;
    const group = groups.get(key) ?? {
      month,
      rate,
      collectedBase: 0n,
      collected: 0n,
      deductibleBase: 0n,
      deductible: 0n,
    };
    if (isSale(type)) {
      group.collectedBase += sign * amounts.excludingTax;
      group.collected += sign * amounts.vat;
    } else {
      group.deductibleBase += sign * amounts.excludingTax;
      group.deductible += sign * amounts.vat;
    }
    groups.set(key, group);
  }
  const format = (amount: bigint) => formatAmount(amount as Amount, company.scale);
  const sorted = [...groups.values()].sort((a, b) => a.month.localeCompare(b.month) || a.rate - b.rate);
  const collected = sorted.reduce((sum, group) => sum + group.collected, 0n);
  const deductible = sorted.reduce((sum, group) => sum + group.deductible, 0n);
  return {
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    rows: sorted.map((group) => ({
      month: group.month,
      vatRate: formatRate(group.rate),
      collectedBase: format(group.collectedBase),
      collected: format(group.collected),
      deductibleBase: format(group.deductibleBase),
      deductible: format(group.deductible),
      due: format(group.collected - group.deductible),
    })),
    totals: { collected: format(collected), deductible: format(deductible), due: format(collected - deductible) },
  };
}

/** The figures an owner looks at first, all from the monthly balances. */
export async function dashboard(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: PeriodQuery,
): Promise<DashboardReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const period = reportPeriod(folder, query.from, query.to);
  const movements = await readPeriodMovements(tx, workFolderId, period);
  const net = (rows: typeof movements.period, prefixes: string[]) =>
    rows
      .filter((row) => prefixes.some((prefix) => row.accountNumber.startsWith(prefix)))
      .reduce((sum, row) => sum + row.debit - row.credit, 0n);
  const all = [...movements.opening, ...movements.period];
  const revenue = -net(movements.period, ['7']);
  const expenses = net(movements.period, ['6']);
  const result = revenue - expenses - net(movements.period, ['8']);
  const months = await monthlyFigures(tx, workFolderId, period);
  const format = (amount: bigint) => formatAmount(amount as Amount, company.scale);
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
async function monthlyFigures(tx: Transaction, workFolderId: string, period: { fromOn: string; toOn: string }) {
  const rows = await tx
    .select({
      month: accountBalances.month,
      number: companyAccounts.number,
      debit: accountBalances.debit,
      credit: accountBalances.credit,
    })
    .from(accountBalances)
    .innerJoin(companyAccounts, eq(companyAccounts.id, accountBalances.accountId))
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
    if (row.number.startsWith('7')) month.revenue += row.credit - row.debit;
    if (row.number.startsWith('6')) month.expenses += row.debit - row.credit;
    if (isCash) month.cashMovement += row.debit - row.credit;
  }
  return [...months.values()].map(({ cashMovement, ...month }) => {
    cash += cashMovement;
    return { ...month, cash };
  });
}
