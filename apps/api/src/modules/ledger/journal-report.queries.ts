import { formatAmount, toAmount } from '@bilan/accounting';
import type { AccountingFramework, JournalReport, Language } from '@bilan/contract';
import { and, asc, eq, gt, gte, inArray, lte, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import {
  accountBalances,
  journalCounters,
  journalEntries,
  journalLines,
  journals,
  matchingLines,
  matchings,
} from './ledger.table.ts';

export interface JournalReportQuery {
  companyId: string;
  workFolderId: string;
  journalCode?: string;
  from?: string;
  to?: string;
  accountId?: string;
  /** 'true': the year as it stood before closing, the closing entry left out of the page and the totals. */
  beforeClosing?: 'true' | 'false';
  cursor?: string;
  limit: number;
}

interface ReportContext {
  framework: AccountingFramework;
  language: Language;
  scale: number;
}

/** Entries in number order with their lines, a page at a time, and the debit/credit totals of the filter. */
export async function readJournalReport(
  tx: Transaction,
  query: JournalReportQuery,
  context: ReportContext,
): Promise<JournalReport> {
  const filters = entryFilters(query);
  const entries = await tx
    .select({
      id: journalEntries.id,
      number: journalEntries.number,
      journalCode: journals.code,
      date: journalEntries.entryOn,
      label: journalEntries.label,
      sourceType: journalEntries.sourceType,
      sourceId: journalEntries.sourceId,
    })
    .from(journalEntries)
    .innerJoin(journals, sameCompany(journals, journals.id, journalEntries, journalEntries.journalId))
    .where(
      and(
        ...filters,
        query.beforeClosing === 'true' ? ne(journalEntries.sourceType, 'CLOSING') : undefined,
        query.cursor ? gt(journalEntries.number, query.cursor) : undefined,
      ),
    )
    .orderBy(asc(journalEntries.number))
    .limit(query.limit + 1);
  const page = entries.slice(0, query.limit);
  const lines = page.length
    ? await readLines(
        tx,
        query.companyId,
        page.map((entry) => entry.id),
        query.accountId,
        context,
      )
    : [];
  const format = (amount: bigint) => formatAmount(toAmount(amount), context.scale);
  return {
    items: page.map((entry) => ({
      ...entry,
      lines: lines
        .filter((line) => line.entryId === entry.id)
        .map(({ entryId: _entryId, debit, credit, ...line }) => ({
          ...line,
          debit: format(debit),
          credit: format(credit),
        })),
    })),
    totals: await readTotals(tx, query, filters, format),
    nextCursor: entries.length > query.limit ? (page.at(-1)?.number ?? null) : null,
  };
}

function entryFilters(query: JournalReportQuery): (SQL | undefined)[] {
  return [
    eq(journalEntries.companyId, query.companyId),
    eq(journalEntries.workFolderId, query.workFolderId),
    query.journalCode ? eq(journals.code, query.journalCode) : undefined,
    query.from ? gte(journalEntries.entryOn, query.from) : undefined,
    query.to ? lte(journalEntries.entryOn, query.to) : undefined,
    query.accountId
      ? sql`exists (select 1 from ${journalLines} where ${journalLines.companyId} = ${journalEntries.companyId} and ${journalLines.entryId} = ${journalEntries.id} and ${journalLines.accountId} = ${query.accountId})`
      : undefined,
  ];
}

async function readLines(
  tx: Transaction,
  companyId: string,
  entryIds: string[],
  accountId: string | undefined,
  context: ReportContext,
) {
  return tx
    .select({
      entryId: journalLines.entryId,
      accountNumber: companyAccounts.number,
      accountLabel: accountLabelSql(context.language),
      subAccountNumber: subAccounts.number,
      label: journalLines.label,
      debit: journalLines.debit,
      credit: journalLines.credit,
      matchingCode: matchings.code,
    })
    .from(journalLines)
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId))
    .leftJoin(refAccounts, refAccountJoin(context.framework))
    .leftJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, journalLines, journalLines.subAccountId))
    .leftJoin(matchingLines, sameCompany(matchingLines, matchingLines.lineId, journalLines, journalLines.id))
    .leftJoin(matchings, sameCompany(matchings, matchings.id, matchingLines, matchingLines.matchingId))
    .where(
      and(
        eq(journalLines.companyId, companyId),
        inArray(journalLines.entryId, entryIds),
        accountId ? eq(journalLines.accountId, accountId) : undefined,
      ),
    )
    .orderBy(asc(journalLines.entryId), asc(journalLines.lineNumber));
}

/**
 * Totals without reading the lines where the posting engine keeps them: the monthly balances for the
 * whole folder (cost by accounts), the journal counter for one journal (one row); other filters sum
 * the lines they select, through the date and account indexes. Before closing, the closing entry's
 * lines (a few) are taken off.
 */
async function readTotals(
  tx: Transaction,
  query: JournalReportQuery,
  filters: (SQL | undefined)[],
  format: (amount: bigint) => string,
) {
  const byDateOrAccount = Boolean(query.from || query.to || query.accountId);
  const [row] =
    !byDateOrAccount && query.journalCode
      ? await tx
          .select({ debit: sum(journalCounters.debitTotal), credit: sum(journalCounters.creditTotal) })
          .from(journalCounters)
          .innerJoin(journals, sameCompany(journals, journals.id, journalCounters, journalCounters.journalId))
          .where(
            and(
              eq(journalCounters.companyId, query.companyId),
              eq(journalCounters.workFolderId, query.workFolderId),
              eq(journals.code, query.journalCode),
            ),
          )
      : !byDateOrAccount
        ? await tx
            .select({ debit: sum(accountBalances.debit), credit: sum(accountBalances.credit) })
            .from(accountBalances)
            .where(
              and(eq(accountBalances.companyId, query.companyId), eq(accountBalances.workFolderId, query.workFolderId)),
            )
        : await sumLines(tx, query, filters);
  const [closing] =
    query.beforeClosing === 'true'
      ? await sumLines(tx, query, [...filters, eq(journalEntries.sourceType, 'CLOSING')])
      : [];
  const total = (side: 'debit' | 'credit') => BigInt(row?.[side] ?? 0) - BigInt(closing?.[side] ?? 0);
  return { debit: format(total('debit')), credit: format(total('credit')) };
}

function sumLines(tx: Transaction, query: JournalReportQuery, filters: (SQL | undefined)[]) {
  return tx
    .select({ debit: sum(journalLines.debit), credit: sum(journalLines.credit) })
    .from(journalLines)
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
    .innerJoin(journals, sameCompany(journals, journals.id, journalEntries, journalEntries.journalId))
    .where(and(...filters, query.accountId ? eq(journalLines.accountId, query.accountId) : undefined));
}
