import { addDays } from '@bilan/accounting';
import { and, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { notFound } from '../../http/app-error.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { CLOSING_MONTH } from '../ledger/ledger.service.ts';
import { accountBalances, journalEntries, journalLines } from '../ledger/ledger.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

export type FolderRow = typeof workFolders.$inferSelect;

/** The company's folder, locked against a concurrent appropriation when asked. */
export async function getFolder(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
  lock: boolean,
): Promise<FolderRow> {
  const query = tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.id, workFolderId), eq(workFolders.companyId, companyId)));
  const [folder] = lock ? await query.for('update') : await query;
  if (!folder) throw notFound();
  return folder;
}

/** The folder that starts the day after this one ends, where the appropriation is booked. */
export async function findFollowingFolder(tx: Transaction, folder: FolderRow): Promise<FolderRow | null> {
  const [next] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.companyId, folder.companyId), eq(workFolders.startOn, addDays(folder.endOn, 1))));
  return next ?? null;
}

/** The result the folder's closing entry booked (credit − debit on the profit and loss accounts). */
export async function closingResultOf(tx: Transaction, folder: FolderRow, resultNumbers: string[]): Promise<bigint> {
  const [row] = await tx
    .select({ result: sql<string | null>`sum(${journalLines.credit} - ${journalLines.debit})` })
    .from(journalLines)
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId))
    .where(
      and(
        eq(journalLines.companyId, folder.companyId),
        eq(journalEntries.workFolderId, folder.id),
        eq(journalEntries.sourceType, 'CLOSING'),
        inArray(companyAccounts.number, resultNumbers),
      ),
    );
  return BigInt(row?.result ?? 0);
}

/** Credit − debit of every class-1 account in the folder, its own closing entry left out. */
export async function equityBalancesOf(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
): Promise<Map<string, bigint>> {
  const rows = await tx
    .select({
      accountNumber: companyAccounts.number,
      net: sql<string>`sum(${accountBalances.credit} - ${accountBalances.debit})`,
    })
    .from(accountBalances)
    .innerJoin(
      companyAccounts,
      sameCompany(companyAccounts, companyAccounts.id, accountBalances, accountBalances.accountId),
    )
    .where(
      and(
        eq(accountBalances.companyId, companyId),
        eq(accountBalances.workFolderId, workFolderId),
        ne(accountBalances.month, CLOSING_MONTH),
        like(companyAccounts.number, '1%'),
      ),
    )
    .groupBy(companyAccounts.number);
  return new Map(rows.map((row) => [row.accountNumber, BigInt(row.net)]));
}

/** The appropriation entry already booked for the closed folder, if any, with its date. */
export async function findAppropriationEntry(tx: Transaction, companyId: string, closedFolderId: string) {
  const [entry] = await tx
    .select({ number: journalEntries.number, entryOn: journalEntries.entryOn })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.companyId, companyId),
        eq(journalEntries.sourceType, 'APPROPRIATION'),
        eq(journalEntries.sourceId, closedFolderId),
        isNull(journalEntries.reversesEntryId),
      ),
    );
  return entry ?? null;
}

/**
 * Credit − debit per account of the appropriation entry booked for the closed folder: taken back out of
 * the next folder's balances, they give the position the meeting decided on.
 */
export async function appropriationNetsOf(tx: Transaction, companyId: string, closedFolderId: string) {
  return tx
    .select({
      accountNumber: companyAccounts.number,
      net: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId))
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalEntries.companyId, companyId),
        eq(journalEntries.sourceType, 'APPROPRIATION'),
        eq(journalEntries.sourceId, closedFolderId),
        isNull(journalEntries.reversesEntryId),
      ),
    )
    .groupBy(companyAccounts.number);
}

export async function companyTypeAndCountry(tx: Transaction, companyId: string) {
  const [row] = await tx
    .select({ typeCode: companies.typeCode, countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return row;
}
