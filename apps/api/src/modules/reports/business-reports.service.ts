import {
  type Amount,
  type ClosingAccounts,
  formatAmount,
  monthOf,
  PCG_CLOSING_ACCOUNTS,
  parseAmount,
  resultSideOf,
  SYSCOHADA_CLOSING_ACCOUNTS,
} from '@bilan/accounting';
import type { AgedBalanceReport, DashboardReport, InvoiceType } from '@bilan/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { daysBetween, nextMonth, todayOn } from '../../lib/dates.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { isCreditNote } from '../documents/document-header.ts';
import { loadDocuments } from '../documents/document-view.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { accountBalances } from '../ledger/ledger.table.ts';
import { parties } from '../parties/parties.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readPeriodMovements, reportPeriod } from './report-period.ts';
import type { PeriodQuery } from './reports.service.ts';

/** Treasury accounts: banks, financial institutions, cash, and the valeurs à encaisser of 51. */
const CASH_PREFIXES = ['52', '53', '54', '55', '57', '51'];

const BUCKETS = ['notDue', 'days0To30', 'days31To60', 'days61To90', 'over90'] as const;
type Bucket = (typeof BUCKETS)[number];

function bucketOf(dueOn: string, asOf: string): Bucket {
  const days = daysBetween(dueOn, asOf);
  if (days < 0) return 'notDue';
  if (days <= 30) return 'days0To30';
  if (days <= 60) return 'days31To60';
  if (days <= 90) return 'days61To90';
  return 'over90';
}

/**
 * What each customer (or supplier) still owes (or is owed) at a date, by days past the due date:
 * validated invoices with an amount due, less credit notes not yet applied to an invoice.
 */
export async function agedBalance(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { type: 'customer' | 'supplier'; asOf?: string },
): Promise<AgedBalanceReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  // By default: today, or the end of a folder that is already over (dates compare as text).
  const asOf = query.asOf ?? [folder.endOn, todayOn()].sort()[0] ?? folder.endOn;
  const types: InvoiceType[] =
    query.type === 'customer' ? ['SALE_INVOICE', 'SALE_CREDIT_NOTE'] : ['PURCHASE_INVOICE', 'PURCHASE_CREDIT_NOTE'];
  const rows = await tx
    .select({ id: accountingDocuments.id })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.workFolderId, workFolderId),
        eq(accountingDocuments.state, 'VALIDATED'),
        inArray(accountingDocuments.type, types),
      ),
    );
  const documents = await loadDocuments(
    tx,
    company,
    workFolderId,
    rows.map((row) => row.id),
  );
  const byParty = new Map<string, Record<Bucket, bigint> & { documents: number }>();
  for (const document of documents) {
    const due = parseAmount(document.amountDue ?? '0', company.scale) as bigint;
    if (due === 0n || !document.partyId) continue;
    const signed = isCreditNote(document.type as InvoiceType) ? -due : due;
    const totals = byParty.get(document.partyId) ?? {
      notDue: 0n,
      days0To30: 0n,
      days31To60: 0n,
      days61To90: 0n,
      over90: 0n,
      documents: 0,
    };
    totals[bucketOf(document.dueDate ?? document.date, asOf)] += signed;
    totals.documents += 1;
    byParty.set(document.partyId, totals);
  }
  const names = byParty.size
    ? await tx
        .select({ id: parties.id, code: parties.code, name: parties.name })
        .from(parties)
        .where(inArray(parties.id, [...byParty.keys()]))
        .orderBy(asc(parties.name))
    : [];
  const format = (amount: bigint) => formatAmount(amount as Amount, company.scale);
  const formatBuckets = (totals: Record<Bucket, bigint>) =>
    ({
      ...Object.fromEntries(BUCKETS.map((bucket) => [bucket, format(totals[bucket])])),
      total: format(BUCKETS.reduce((sum, bucket) => sum + totals[bucket], 0n)),
    }) as Record<Bucket | 'total', string>;
  const grand = Object.fromEntries(BUCKETS.map((bucket) => [bucket, 0n])) as Record<Bucket, bigint>;
  for (const totals of byParty.values()) for (const bucket of BUCKETS) grand[bucket] += totals[bucket];
  return {
    type: query.type,
    asOf,
    currency: company.currency,
    parties: names.map((party) => {
      const totals = byParty.get(party.id) ?? { ...grand, documents: 0 };
      return {
        partyId: party.id,
        code: party.code,
        name: party.name,
        documents: totals.documents,
        ...formatBuckets(totals),
      };
    }),
    totals: formatBuckets(grand),
  };
}

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
  const movements = await readPeriodMovements(tx, workFolderId, period);
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
