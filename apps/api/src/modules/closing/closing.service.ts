import {
  type AccountMovement,
  type Amount,
  addDays,
  addMonths,
  closeWorkFolder,
  detailOpenItems,
  type JournalEntry,
  PCG_CLOSING_ACCOUNTS,
  SYSCOHADA_CLOSING_ACCOUNTS,
  toAmount,
  withForeignBalances,
} from '@bilan/accounting';
import type { FieldError, WorkFolder } from '@bilan/contract';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import { type EntrySourceType, postComputedEntry } from '../ledger/ledger.service.ts';
import { accountBalances } from '../ledger/ledger.table.ts';
import { itemsToCarry, recordCarriedItems } from '../matching/matching.service.ts';
import { insertWorkFolder, toWorkFolder } from '../work-folders/work-folders.queries.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { assertForeignItemsRevalued } from './foreign-currency-check.ts';
import { readForeignCashPositions } from './foreign-positions.queries.ts';

const MAX_LISTED_DRAFTS = 100;

export interface ClosingOutcome {
  closed: WorkFolder;
  next: WorkFolder;
  closingEntryNumber: string | null;
  openingEntryNumber: string | null;
  result: Amount;
}

/**
 * Year-end (docs/architecture.md, Closing): refused while drafts remain; posts the result of classes 6-8 (or 6-7 on the
 * PCG) to profit or loss in an OD entry, closes the folder, and opens the next one (created when
 * missing) with an AN entry carrying every balance-sheet account, by sub-account.
 */
export async function closeFolder(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
): Promise<ClosingOutcome> {
  // A full update lock: drafts (key share) and postings (no key update) wait until the close is done.
  const [folder] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.id, workFolderId), eq(workFolders.companyId, company.companyId)))
    .for('update');
  if (!folder) throw notFound();
  if (folder.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
  await assertEarlierFoldersClosed(tx, folder);
  await assertNoDrafts(tx, company.companyId, workFolderId);
  await assertForeignItemsRevalued(tx, company, folder);

  const next = await nextFolder(tx, company.companyId, folder);
  const accounts = company.framework === 'PCG' ? PCG_CLOSING_ACCOUNTS : SYSCOHADA_CLOSING_ACCOUNTS;
  const labels = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  const { closingEntry, openingEntry: balances } = closeWorkFolder(await folderMovements(tx, workFolderId), {
    closing: { date: folder.endOn, label: labels.closing(folder.name) },
    opening: { date: next.startOn, label: labels.opening(folder.name) },
    accounts,
  });
  // Detailed à-nouveaux: open items cross the year one by one, so matching and ageing continue.
  const carried = (await itemsToCarry(tx, company, folder.id, folder.endOn)).filter((item) =>
    accounts.balanceSheetClasses.includes(item.accountNumber.charAt(0)),
  );
  const detailed = balances ? detailOpenItems(balances, carried) : null;
  const cash = detailed ? await readForeignCashPositions(tx, company.companyId, folder.id, folder.endOn) : [];
  const openingEntry = detailed
    ? withForeignBalances(
        detailed.entry,
        cash.map((position) => ({ ...position, balance: position.foreignBalance })),
      )
    : null;
  const openingEntryId = newId();
  const closing = closingEntry ? await post(tx, company, folder.id, closingEntry, 'CLOSING') : null;
  const [closed] = await tx
    .update(workFolders)
    .set({ status: 'CLOSED' })
    .where(and(eq(workFolders.companyId, company.companyId), eq(workFolders.id, folder.id)))
    .returning();
  const opening = openingEntry ? await post(tx, company, next.id, openingEntry, 'OPENING', openingEntryId) : null;
  if (opening && detailed) await recordCarriedItems(tx, company, openingEntryId, detailed.carried);
  if (!closed) throw notFound();
  const result = closingEntry ? resultOf(closingEntry, accounts.profit.accountNumber, accounts.loss.accountNumber) : 0n;
  return {
    closed: toWorkFolder(closed),
    next: toWorkFolder(next),
    closingEntryNumber: closing?.number ?? null,
    openingEntryNumber: opening?.number ?? null,
    result: toAmount(result),
  };
}

/**
 * Years close in order: the opening entry of a year carries the balances of the one before, so closing
 * a year while an earlier one can still take postings would carry forward balances that may change.
 */
async function assertEarlierFoldersClosed(tx: Transaction, folder: typeof workFolders.$inferSelect): Promise<void> {
  const [earlier] = await tx
    .select({ id: workFolders.id, name: workFolders.name })
    .from(workFolders)
    .where(
      and(
        eq(workFolders.companyId, folder.companyId),
        lt(workFolders.endOn, folder.startOn),
        eq(workFolders.status, 'OPEN'),
      ),
    )
    .orderBy(asc(workFolders.startOn))
    .limit(1);
  if (!earlier) return;
  throw new AppError('EARLIER_WORK_FOLDER_MUST_BE_CLOSED', {
    fields: [{ path: `workFolders.${earlier.id}`, code: 'WORK_FOLDER_IS_OPEN' }],
  });
}

async function assertNoDrafts(tx: Transaction, companyId: string, workFolderId: string): Promise<void> {
  const drafts = await tx
    .select({ id: accountingDocuments.id, type: accountingDocuments.type })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, companyId),
        eq(accountingDocuments.workFolderId, workFolderId),
        eq(accountingDocuments.state, 'DRAFT'),
      ),
    )
    .orderBy(asc(accountingDocuments.id))
    .limit(MAX_LISTED_DRAFTS);
  if (drafts.length === 0) return;
  const fields: FieldError[] = drafts.map((draft) => ({
    path: `documents.${draft.id}`,
    code: `${draft.type}_IS_DRAFT`,
  }));
  throw new AppError('WORK_FOLDER_HAS_DRAFTS', { fields });
}

/** The folder that starts the day after this one ends; a new twelve-month one when there is none. */
async function nextFolder(tx: Transaction, companyId: string, folder: typeof workFolders.$inferSelect) {
  const startOn = addDays(folder.endOn, 1);
  const [existing] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.companyId, companyId), gt(workFolders.endOn, folder.endOn)))
    .orderBy(asc(workFolders.startOn))
    .limit(1);
  if (existing?.startOn === startOn) {
    if (existing.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
    return existing;
  }
  const endOn = addDays(addMonths(startOn, 12), -1);
  if (existing && existing.startOn <= endOn) throw new AppError('WORK_FOLDER_PERIODS_MUST_NOT_OVERLAP');
  const created = await insertWorkFolder(tx, { companyId, name: startOn.slice(0, 4), startOn, endOn });
  const [row] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.companyId, companyId), eq(workFolders.id, created.id)));
  if (!row) throw notFound();
  return row;
}

function post(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  entry: JournalEntry,
  sourceType: EntrySourceType,
  entryId?: string,
) {
  return postComputedEntry(tx, {
    entryId,
    companyId: company.companyId,
    workFolderId,
    entry,
    sourceType,
    sourceId: null,
    postedBy: company.userId,
  });
}

async function folderMovements(tx: Transaction, workFolderId: string): Promise<AccountMovement[]> {
  const rows = await tx
    .select({
      accountNumber: companyAccounts.number,
      accountId: accountBalances.accountId,
      subAccountId: accountBalances.subAccountId,
      debit: accountBalances.debit,
      credit: accountBalances.credit,
    })
    .from(accountBalances)
    .innerJoin(
      companyAccounts,
      sameCompany(companyAccounts, companyAccounts.id, accountBalances, accountBalances.accountId),
    )
    .where(eq(accountBalances.workFolderId, workFolderId));
  return rows.map((row) => ({ ...row, debit: toAmount(row.debit), credit: toAmount(row.credit) }));
}

/** Profit is what the closing entry credits to the profit account; a loss is negative. */
function resultOf(entry: JournalEntry, profitNumber: string, lossNumber: string): bigint {
  const line = entry.lines.find((item) => item.accountNumber === profitNumber || item.accountNumber === lossNumber);
  return line ? line.credit - line.debit : 0n;
}
