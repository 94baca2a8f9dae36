import type { JournalEntry } from '@bilan/accounting';
import type { Language, YearEndStepStates } from '@bilan/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { type EntrySourceType, type PostedEntry, postComputedEntry } from '../ledger/ledger.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { countEntriesBySource } from './year-end.queries.ts';
import { accruals, doubtfulReceivables } from './year-end.table.ts';

export type YearEndFolder = Awaited<ReturnType<typeof getWorkFolder>>;

/** The folder a year-end step writes into: the company's, open, holding the date. */
export async function openFolderHolding(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  date: string,
): Promise<YearEndFolder> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  if (folder.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
  if (date < folder.startOn || date > folder.endOn) {
    throw new AppError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'date', code: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
  return folder;
}

/** What the balance queries of a step need: the company, the folder and the day they stop at. */
export async function balanceScope(tx: Transaction, company: CompanyContext, folder: YearEndFolder, uptoOn: string) {
  const language: Language = await companyLanguage(tx, company.companyId);
  return { companyId: company.companyId, workFolderId: folder.id, uptoOn, framework: company.framework, language };
}

/** Posts a year-end entry through the ledger's one write path, in the journal the entry names (OD). */
export function postYearEndEntry(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  entry: JournalEntry,
  source: { type: EntrySourceType; id: string | null },
): Promise<PostedEntry> {
  return postComputedEntry(tx, {
    companyId: company.companyId,
    workFolderId,
    entry,
    sourceType: source.type,
    sourceId: source.id,
    postedBy: company.userId,
  });
}

/**
 * Each year-end step of this module and its state for a folder, for the year-end screen: done once the
 * folder holds an entry of the step; accruals also count the reversals still waiting for their folder.
 */
export async function yearEndStepStates(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
): Promise<YearEndStepStates> {
  await getWorkFolder(tx, company.companyId, workFolderId);
  const bySource = await countEntriesBySource(tx, company.companyId, workFolderId, [
    'ACCRUAL',
    'STOCK',
    'DOUBTFUL_RECEIVABLE',
    'PROVISION',
    'INCOME_TAX',
  ]);
  const [pendingReversals] = await tx
    .select({ count: count() })
    .from(accruals)
    .where(
      and(
        eq(accruals.companyId, company.companyId),
        eq(accruals.workFolderId, workFolderId),
        isNull(accruals.reversalEntryId),
      ),
    );
  const [stillDoubtful] = await tx
    .select({ count: count() })
    .from(doubtfulReceivables)
    .where(and(eq(doubtfulReceivables.companyId, company.companyId), eq(doubtfulReceivables.status, 'DOUBTFUL')));
  const state = (step: YearEndStepStates[number]['step'], source: string, pending = 0) => {
    const entries = bySource.get(source) ?? 0;
    return { step, done: entries > 0, entries, pending };
  };
  return [
    state('ACCRUALS', 'ACCRUAL', pendingReversals?.count ?? 0),
    state('STOCKS', 'STOCK'),
    state('DOUBTFUL_RECEIVABLES', 'DOUBTFUL_RECEIVABLE', stillDoubtful?.count ?? 0),
    state('PROVISIONS', 'PROVISION'),
    state('INCOME_TAX', 'INCOME_TAX'),
  ];
}
