import { formatAmount, toAmount } from '@bilan/accounting';
import type { GeneralLedgerReport, Language } from '@bilan/contract';
import { and, asc, between, eq, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { validationFailed } from '../../http/app-error.ts';
import { subAccounts } from '../accounts/accounts.table.ts';
import { getAccount } from '../accounts/chart.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { journalEntries, journalLines, journals, matchingLines, matchings } from '../ledger/ledger.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { type ReportPeriod, readPeriodMovements, reportPeriod } from './report-period.ts';

export interface GeneralLedgerQuery {
  accountId: string;
  subAccountId?: string;
  from?: string;
  to?: string;
  beforeClosing: 'true' | 'false';
  limit: number;
  cursor?: string;
}

/**
 * One account's lines over the period with a running balance, a page at a time. The opening balance
 * and the period totals come from the monthly balances; a page after the first starts from the
 * balance of the lines before its cursor.
 */
export async function generalLedger(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: GeneralLedgerQuery,
  language: Language,
): Promise<GeneralLedgerReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const account = await getAccount(tx, company, query.accountId, language);
  const period = reportPeriod(folder, query.from, query.to, query.beforeClosing);
  const movements = await readPeriodMovements(tx, folder, period, account.id);
  const ofSub = <T extends { subAccountId?: string | null }>(rows: T[]) =>
    query.subAccountId ? rows.filter((row) => row.subAccountId === query.subAccountId) : rows;
  const net = (rows: { debit: bigint; credit: bigint }[]) =>
    rows.reduce((total, row) => total + row.debit - row.credit, 0n);
  const opening = net(ofSub(movements.opening));
  const periodRows = ofSub(movements.period);
  const totals = {
    debit: periodRows.reduce((total, row) => total + row.debit, 0n),
    credit: periodRows.reduce((total, row) => total + row.credit, 0n),
  };

  const cursor = query.cursor ? parseCursor(query.cursor) : undefined;
  const filters = lineFilters(workFolderId, account.id, query.subAccountId, period);
  const before = cursor ? await sumBefore(tx, filters, cursor) : 0n;
  const rows = await tx
    .select({
      entryId: journalEntries.id,
      lineId: journalLines.id,
      number: journalEntries.number,
      journalCode: journals.code,
      date: journalEntries.entryOn,
      lineNumber: journalLines.lineNumber,
      label: sql<string | null>`coalesce(${journalLines.label}, ${journalEntries.label})`,
      subAccountNumber: subAccounts.number,
      matchingCode: matchings.code,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
    .innerJoin(journals, sameCompany(journals, journals.id, journalEntries, journalEntries.journalId))
    .leftJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, journalLines, journalLines.subAccountId))
    .leftJoin(matchingLines, sameCompany(matchingLines, matchingLines.lineId, journalLines, journalLines.id))
    .leftJoin(matchings, sameCompany(matchings, matchings.id, matchingLines, matchingLines.matchingId))
    .where(and(...filters, cursor ? afterCursor(cursor) : undefined))
    .orderBy(asc(journalEntries.entryOn), asc(journalEntries.number), asc(journalLines.lineNumber))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  let balance = opening + before;
  const lines = page.map(({ lineNumber: _lineNumber, ...row }) => {
    balance += row.debit - row.credit;
    return { ...row, debit: format(row.debit), credit: format(row.credit), balance: format(balance) };
  });
  const last = page.at(-1);
  return {
    account: { id: account.id, number: account.number, label: account.label },
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    openingBalance: format(opening),
    lines,
    totals: { debit: format(totals.debit), credit: format(totals.credit) },
    closingBalance: format(opening + totals.debit - totals.credit),
    nextCursor: rows.length > query.limit && last ? `${last.date}|${last.number}|${last.lineNumber}` : null,
  };
}

interface Cursor {
  date: string;
  number: string;
  lineNumber: number;
}

function parseCursor(text: string): Cursor {
  const [date, number, lineNumber] = text.split('|');
  if (!date || !number || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d+$/.test(lineNumber ?? '')) {
    throw validationFailed([{ path: 'querystring.cursor', code: 'CURSOR_INVALID' }]);
  }
  return { date, number, lineNumber: Number(lineNumber) };
}

/**
 * Lines of the account in the period, opening entries left out (they are in the opening balance), and
 * the closing entry unless the period counts it: the lines are what the totals add up.
 */
function lineFilters(
  workFolderId: string,
  accountId: string,
  subAccountId: string | undefined,
  period: ReportPeriod,
): (SQL | undefined)[] {
  return [
    eq(journalLines.workFolderId, workFolderId),
    eq(journalLines.accountId, accountId),
    subAccountId ? eq(journalLines.subAccountId, subAccountId) : undefined,
    between(journalLines.entryOn, period.fromOn, period.toOn),
    ne(journals.type, 'OPENING'),
    period.withClosing ? undefined : ne(journalEntries.sourceType, 'CLOSING'),
  ];
}

const afterCursor = (cursor: Cursor) =>
  sql`(${journalEntries.entryOn}, ${journalEntries.number}, ${journalLines.lineNumber}) > (${cursor.date}::date, ${cursor.number}, ${cursor.lineNumber})`;

async function sumBefore(tx: Transaction, filters: (SQL | undefined)[], cursor: Cursor): Promise<bigint> {
  const [row] = await tx
    .select({ debit: sum(journalLines.debit), credit: sum(journalLines.credit) })
    .from(journalLines)
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
    .innerJoin(journals, sameCompany(journals, journals.id, journalEntries, journalEntries.journalId))
    .where(
      and(
        ...filters,
        sql`(${journalEntries.entryOn}, ${journalEntries.number}, ${journalLines.lineNumber}) <= (${cursor.date}::date, ${cursor.number}, ${cursor.lineNumber})`,
      ),
    );
  return BigInt(row?.debit ?? 0) - BigInt(row?.credit ?? 0);
}
