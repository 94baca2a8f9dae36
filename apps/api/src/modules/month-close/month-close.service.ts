import { currencyScale, formatAmount, lastDayOfMonth, parseAmount, toAmount } from '@bilan/accounting';
import type { Language, MonthClose } from '@bilan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { validationFailed } from '../../http/app-error.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { agedBalance } from '../matching/open-items.service.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { companyTodayOn } from '../settings/settings.service.ts';
import { vatPeriodStates } from '../vat-returns/filed-vat-return.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import {
  type MonthRange,
  readDrafts,
  readFutureEntries,
  readUnreconciledStatementLines,
  type UnreconciledRow,
} from './month-close.queries.ts';

/**
 * What remains to do before a month of a folder is done (docs/architecture.md, Month close): each
 * section lists what the user fixes elsewhere, and the month is ready when every section is empty.
 */
export async function monthClose(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { period: string; language: Language; todayOn?: string },
): Promise<MonthClose> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const range: MonthRange = {
    companyId: company.companyId,
    workFolderId,
    fromOn: `${query.period}-01`,
    toOn: lastDayOfMonth(query.period),
  };
  if (range.toOn < folder.startOn || range.fromOn > folder.endOn) {
    throw validationFailed([{ path: 'querystring.period', code: 'PERIOD_OUTSIDE_WORK_FOLDER' }]);
  }
  // Entries dated in the future: after today in the company's time zone, the day the ledger's rule reads.
  const today = query.todayOn ?? (await companyTodayOn(tx, company.companyId));
  const format = (amount: string | bigint) => formatAmount(toAmount(BigInt(amount)), company.scale);
  const drafts = await readDrafts(tx, range);
  const unreconciled = await readUnreconciledStatementLines(tx, range);
  const overdueItems = await overdueAtMonthEnd(tx, company, workFolderId, range.toOn);
  const future = await readFutureEntries(tx, company.companyId, workFolderId, today);
  const vatPeriods = await vatPeriodStates(tx, company, workFolderId);
  const vatReturn = vatPeriods.items.find((period) => period.from <= range.fromOn && range.toOn <= period.to) ?? null;
  const vatReturnDue = vatReturn !== null && vatReturn.to === range.toOn;
  const report: MonthClose = {
    period: query.period,
    from: range.fromOn,
    to: range.toOn,
    today,
    currency: company.currency,
    drafts: {
      count: drafts[0]?.total ?? 0,
      items: drafts.map(({ total: _total, amount, ...draft }) => ({ ...draft, amount: amount && format(amount) })),
    },
    unreconciledStatementLines: {
      count: unreconciled.reduce((total, row) => total + row.lines, 0),
      accounts: await withAccountLabels(tx, company, unreconciled, query.language, format),
    },
    overdueItems,
    futureEntries: { count: future[0]?.total ?? 0, items: future.map(({ total: _total, ...entry }) => entry) },
    vatReturn,
    vatReturnDue,
    ready: false,
  };
  report.ready =
    report.drafts.count === 0 &&
    report.unreconciledStatementLines.count === 0 &&
    overdueItems.customers.parties === 0 &&
    overdueItems.suppliers.parties === 0 &&
    report.futureEntries.count === 0 &&
    (!vatReturnDue || (vatReturn?.state === 'FILED' && vatReturn.paid));
  return report;
}

/** Customers' and suppliers' items past their due date at the month's end, from the aged balance. */
async function overdueAtMonthEnd(tx: Transaction, company: CompanyContext, workFolderId: string, asOf: string) {
  const side = async (type: 'customer' | 'supplier') => {
    const aged = await agedBalance(tx, company, workFolderId, { type, asOf });
    const overdue = (row: { total: string; notDue: string }) =>
      parseAmount(row.total, company.scale) - parseAmount(row.notDue, company.scale);
    const parties = aged.parties.filter((party) => overdue(party) !== 0n).length;
    return { parties, amount: formatAmount(toAmount(overdue(aged.totals)), company.scale) };
  };
  return { customers: await side('customer'), suppliers: await side('supplier') };
}

async function withAccountLabels(
  tx: Transaction,
  company: CompanyContext,
  rows: UnreconciledRow[],
  language: Language,
  format: (amount: string) => string,
) {
  if (rows.length === 0) return [];
  const labels = await tx
    .select({ id: companyAccounts.id, label: accountLabelSql(language) })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .where(
      and(
        eq(companyAccounts.companyId, company.companyId),
        inArray(
          companyAccounts.id,
          rows.map((row) => row.accountId),
        ),
      ),
    );
  return rows.map((row) => ({
    ...row,
    label: labels.find((label) => label.id === row.accountId)?.label ?? row.accountNumber,
    // A foreign account's statement amounts are in its currency's minor units.
    amountIn: row.currency
      ? formatAmount(toAmount(BigInt(row.amountIn)), currencyScale(row.currency))
      : format(row.amountIn),
    amountOut: row.currency
      ? formatAmount(toAmount(BigInt(row.amountOut)), currencyScale(row.currency))
      : format(row.amountOut),
  }));
}
