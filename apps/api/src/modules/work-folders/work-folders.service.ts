import { workFolderPeriodProblems } from '@bilan/accounting';
import type { SaveWorkFolderBody, WorkFolder } from '@bilan/contract';
import { and, asc, count, desc, eq, gt, gte, lt, lte, ne, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { companies } from '../companies/companies.table.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { accountBalances } from '../ledger/ledger.table.ts';
import { insertWorkFolder, toWorkFolder } from './work-folders.queries.ts';
import { workFolders } from './work-folders.table.ts';

export async function getWorkFolder(tx: Transaction, companyId: string, workFolderId: string) {
  const [row] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.id, workFolderId), eq(workFolders.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** The company's folder just before this one (the latest that ends before it starts): its N-1. */
export async function findPreviousWorkFolder(tx: Transaction, companyId: string, folder: { startOn: string }) {
  const [row] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.companyId, companyId), lt(workFolders.endOn, folder.startOn)))
    .orderBy(desc(workFolders.endOn))
    .limit(1);
  return row;
}

/** The folder that follows this one (the one its closing opened), if any. */
export async function findNextWorkFolder(tx: Transaction, companyId: string, folder: { endOn: string }) {
  const [row] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.companyId, companyId), gt(workFolders.startOn, folder.endOn)))
    .orderBy(asc(workFolders.startOn))
    .limit(1);
  return row;
}

/** Creates a work folder, or renames one (and moves its dates while nothing is posted in it). */
export async function saveWorkFolder(
  tx: Transaction,
  companyId: string,
  body: SaveWorkFolderBody,
): Promise<WorkFolder> {
  checkPeriod(body.startDate, body.endDate);
  // Locking the company row serializes the overlap check against concurrent saves.
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const existing = body.id ? await getWorkFolder(tx, companyId, body.id) : undefined;
  if (existing) {
    if (existing.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
    const datesChange = existing.startOn !== body.startDate || existing.endOn !== body.endDate;
    if (datesChange && existing.postedEntryCount > 0) throw new AppError('WORK_FOLDER_HAS_ENTRIES');
  }
  const [overlapping] = await tx
    .select({ id: workFolders.id })
    .from(workFolders)
    .where(
      and(
        eq(workFolders.companyId, companyId),
        lte(workFolders.startOn, body.endDate),
        gte(workFolders.endOn, body.startDate),
        existing ? ne(workFolders.id, existing.id) : undefined,
      ),
    )
    .limit(1);
  if (overlapping) throw new AppError('WORK_FOLDER_PERIODS_MUST_NOT_OVERLAP');
  if (!existing)
    return insertWorkFolder(tx, { companyId, name: body.name, startOn: body.startDate, endOn: body.endDate });
  const [row] = await tx
    .update(workFolders)
    .set({ name: body.name, startOn: body.startDate, endOn: body.endDate })
    .where(and(eq(workFolders.companyId, companyId), eq(workFolders.id, existing.id)))
    .returning();
  if (!row) throw notFound();
  return toWorkFolder(row);
}

function checkPeriod(startOn: string, endOn: string): void {
  const problems = workFolderPeriodProblems(startOn, endOn);
  if (problems.length > 0) throw validationFailed(problems.map((code) => ({ path: 'endDate', code })));
}

/** The folder with what it holds: entries posted, documents by state, total debit and credit. */
export async function summarizeWorkFolder(tx: Transaction, companyId: string, workFolderId: string) {
  const folder = await getWorkFolder(tx, companyId, workFolderId);
  const states = await tx
    .select({ state: accountingDocuments.state, documents: count() })
    .from(accountingDocuments)
    .where(and(eq(accountingDocuments.companyId, companyId), eq(accountingDocuments.workFolderId, workFolderId)))
    .groupBy(accountingDocuments.state);
  const [totals] = await tx
    .select({ debit: sum(accountBalances.debit), credit: sum(accountBalances.credit) })
    .from(accountBalances)
    .where(and(eq(accountBalances.companyId, companyId), eq(accountBalances.workFolderId, workFolderId)));
  const documentsIn = (state: string) => states.find((row) => row.state === state)?.documents ?? 0;
  return {
    folder,
    entryCount: folder.postedEntryCount,
    draftDocuments: documentsIn('DRAFT'),
    validatedDocuments: documentsIn('VALIDATED'),
    cancelledDocuments: documentsIn('CANCELLED'),
    debitMinor: BigInt(totals?.debit ?? 0),
    creditMinor: BigInt(totals?.credit ?? 0),
  };
}
