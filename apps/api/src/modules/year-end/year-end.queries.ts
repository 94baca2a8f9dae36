import { type Amount, toAmount } from '@bilan/accounting';
import type { AccountingFramework, Language } from '@bilan/contract';
import { and, eq, inArray, like, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { journalEntries, journalLines } from '../ledger/ledger.table.ts';
import { refAccounts } from '../referentials/referentials.table.ts';

export interface AccountBalance {
  accountId: string;
  accountNumber: string;
  label: string;
  /** Debit less credit of the folder's lines up to the date, closing entry left out. */
  balance: Amount;
}

/**
 * Balances of the company's accounts whose number starts with one of `prefixes` (or whose id is one of
 * `accountIds`), from the folder's lines dated up to `uptoOn`: its opening entry included, its closing
 * entry left out, so a year-end step reads the year as it stands before closing.
 */
export async function readAccountBalances(
  tx: Transaction,
  scope: {
    companyId: string;
    workFolderId: string;
    uptoOn: string;
    framework: AccountingFramework;
    language: Language;
  },
  accounts: { prefixes?: readonly string[]; accountIds?: readonly string[] },
): Promise<AccountBalance[]> {
  const filters: SQL[] = [];
  for (const prefix of accounts.prefixes ?? []) filters.push(like(companyAccounts.number, `${prefix}%`));
  if (accounts.accountIds?.length) filters.push(inArray(companyAccounts.id, [...accounts.accountIds]));
  if (filters.length === 0) return [];
  const balance = sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}) filter (where ${journalEntries.id} is not null), 0)`;
  const rows = await tx
    .select({
      accountId: companyAccounts.id,
      accountNumber: companyAccounts.number,
      label: accountLabelSql(scope.language),
      balance,
    })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(scope.framework))
    .leftJoin(
      journalLines,
      and(
        sameCompany(journalLines, journalLines.accountId, companyAccounts, companyAccounts.id),
        eq(journalLines.workFolderId, scope.workFolderId),
        lte(journalLines.entryOn, scope.uptoOn),
      ),
    )
    .leftJoin(
      journalEntries,
      and(
        sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId),
        ne(journalEntries.sourceType, 'CLOSING'),
      ),
    )
    .where(and(eq(companyAccounts.companyId, scope.companyId), or(...filters)))
    .groupBy(
      companyAccounts.id,
      companyAccounts.number,
      companyAccounts.customLabel,
      refAccounts.frLabel,
      refAccounts.enLabel,
    )
    .orderBy(companyAccounts.number);
  return rows.map((row) => ({ ...row, balance: toAmount(BigInt(row.balance)) }));
}

/**
 * The accounts of a list that take postings: those no other account of the list hangs under (31 and 311
 * are headings when 3111 exists), as the chart's one rule (`isGroupAccount`) has it for a whole prefix.
 */
export function leavesOf<Row extends { accountNumber: string }>(rows: readonly Row[]): Row[] {
  const hangsUnder = (row: Row, other: Row) =>
    other.accountNumber.length > row.accountNumber.length && other.accountNumber.startsWith(row.accountNumber);
  // A class or a two-digit heading is a group whatever the chart holds (account-tree.ts).
  return rows.filter((row) => row.accountNumber.length > 2 && !rows.some((other) => hangsUnder(row, other)));
}

/** Debit less credit of the lines of one sub-account in the folder up to a date (a customer's balance). */
export async function readSubAccountBalance(
  tx: Transaction,
  scope: { companyId: string; workFolderId: string; uptoOn: string },
  subAccountId: string,
): Promise<Amount> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, scope.companyId),
        eq(journalLines.subAccountId, subAccountId),
        eq(journalLines.workFolderId, scope.workFolderId),
        lte(journalLines.entryOn, scope.uptoOn),
      ),
    );
  return toAmount(BigInt(row?.balance ?? '0'));
}

/** How many entries of each source type the folder holds (reversals left out). */
export async function countEntriesBySource(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
  sourceTypes: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ sourceType: journalEntries.sourceType, count: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.companyId, companyId),
        eq(journalEntries.workFolderId, workFolderId),
        inArray(journalEntries.sourceType, [...sourceTypes]),
        sql`${journalEntries.reversesEntryId} is null`,
      ),
    )
    .groupBy(journalEntries.sourceType);
  return new Map(rows.map((row) => [row.sourceType, row.count]));
}
