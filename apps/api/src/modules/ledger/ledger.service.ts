import { type Amount, assertEntryInvariants, type JournalEntry, monthOf } from '@bilan/accounting';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { entryHash } from './entry-hash.ts';
import { findJournalById } from './journals.service.ts';
import { accountBalances, journalCounters, journalEntries, journalLines } from './ledger.table.ts';

export type EntrySourceType = 'DOCUMENT' | 'PAYMENT' | 'CLOSING' | 'OPENING';

export interface PostingLine {
  accountId: string;
  subAccountId: string | null;
  label: string | null;
  debit: Amount;
  credit: Amount;
}

export interface PostingRequest {
  companyId: string;
  workFolderId: string;
  journalId: string;
  entryOn: string;
  label: string;
  sourceType: EntrySourceType;
  sourceId: string | null;
  reversesEntryId?: string | null;
  postedBy: string | null;
  lines: readonly PostingLine[];
}

export interface PostedEntry {
  id: string;
  number: string;
}

/**
 * The one write path of the ledger. In the caller's transaction: locks the work folder (which
 * serializes postings, keeps numbers gapless and the hash chain linear), checks every invariant,
 * takes the next number of the journal, appends the entry and its lines, and adds the lines to the
 * monthly account balances. Nothing else inserts journal lines.
 */
export async function postJournalEntry(tx: Transaction, request: PostingRequest): Promise<PostedEntry> {
  const folder = await lockOpenWorkFolder(tx, request.companyId, request.workFolderId);
  if (request.entryOn < folder.startOn || request.entryOn > folder.endOn) {
    throw new AppError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'date', code: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
  const journal = await findJournalById(tx, request.journalId);
  if (!journal || journal.companyId !== request.companyId) throw new AppError('JOURNAL_UNKNOWN');
  const accountNumbers = await assertPostableAccounts(tx, request.companyId, request.lines);
  const entry: JournalEntry = {
    journalCode: journal.code as JournalEntry['journalCode'],
    date: request.entryOn,
    label: request.label,
    lines: request.lines.map((line, index) => ({
      accountNumber: accountNumbers[index] ?? '',
      debit: line.debit,
      credit: line.credit,
    })),
  };
  assertEntryInvariants(entry);

  const number = await takeNextNumber(tx, request, journal.code, folder.startOn);
  const chainPosition = folder.postedEntryCount + 1;
  const id = newId();
  const lines = request.lines.map((line, index) => ({ ...line, lineNumber: index + 1 }));
  const content = {
    number,
    journalId: journal.id,
    entryOn: request.entryOn,
    label: request.label,
    sourceType: request.sourceType,
    sourceId: request.sourceId,
    reversesEntryId: request.reversesEntryId ?? null,
    chainPosition,
    lines,
  };
  const hash = entryHash(folder.chainHeadHash, content);
  await tx.insert(journalEntries).values({
    id,
    companyId: request.companyId,
    workFolderId: request.workFolderId,
    ...content,
    previousHash: folder.chainHeadHash,
    hash,
    postedBy: request.postedBy,
    postedAt: new Date(),
  });
  await tx.insert(journalLines).values(
    lines.map((line) => ({
      id: newId(),
      companyId: request.companyId,
      workFolderId: request.workFolderId,
      entryId: id,
      entryOn: request.entryOn,
      ...line,
    })),
  );
  await tx
    .update(workFolders)
    .set({ postedEntryCount: chainPosition, chainHeadHash: hash })
    .where(eq(workFolders.id, folder.id));
  await addToBalances(tx, request);
  return { id, number };
}

/** Appends the mirror of a posted entry (debits and credits swapped), numbered in the same journal. */
export async function reverseJournalEntry(
  tx: Transaction,
  request: { companyId: string; entryId: string; postedBy: string | null; label?: string },
): Promise<PostedEntry> {
  const [original] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, request.entryId), eq(journalEntries.companyId, request.companyId)));
  if (!original) throw notFound();
  const lines = await tx
    .select()
    .from(journalLines)
    .where(eq(journalLines.entryId, original.id))
    .orderBy(journalLines.lineNumber);
  return postJournalEntry(tx, {
    companyId: request.companyId,
    workFolderId: original.workFolderId,
    journalId: original.journalId,
    entryOn: original.entryOn,
    label: request.label ?? `Extourne ${original.number} – ${original.label}`.slice(0, 200),
    sourceType: original.sourceType as EntrySourceType,
    sourceId: original.sourceId,
    reversesEntryId: original.id,
    postedBy: request.postedBy,
    lines: lines.map((line) => ({
      accountId: line.accountId,
      subAccountId: line.subAccountId,
      label: line.label,
      debit: line.credit as Amount,
      credit: line.debit as Amount,
    })),
  });
}

export async function lockOpenWorkFolder(tx: Transaction, companyId: string, workFolderId: string) {
  const [folder] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.id, workFolderId), eq(workFolders.companyId, companyId)))
    .for('update');
  if (!folder) throw notFound();
  if (folder.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
  return folder;
}

/** Every line names an active account of the company of three digits or more, and a sub-account of that account. */
export async function assertPostableAccounts(
  tx: Transaction,
  companyId: string,
  lines: readonly Pick<PostingLine, 'accountId' | 'subAccountId'>[],
): Promise<string[]> {
  const accountIds = [...new Set(lines.map((line) => line.accountId))];
  const subAccountIds = [...new Set(lines.flatMap((line) => (line.subAccountId ? [line.subAccountId] : [])))];
  const accounts = accountIds.length
    ? await tx
        .select({ id: companyAccounts.id, number: companyAccounts.number, active: companyAccounts.active })
        .from(companyAccounts)
        .where(and(eq(companyAccounts.companyId, companyId), inArray(companyAccounts.id, accountIds)))
    : [];
  const subs = subAccountIds.length
    ? await tx
        .select({ id: subAccounts.id, accountId: subAccounts.accountId })
        .from(subAccounts)
        .where(and(eq(subAccounts.companyId, companyId), inArray(subAccounts.id, subAccountIds)))
    : [];
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const subById = new Map(subs.map((sub) => [sub.id, sub]));
  return lines.map((line, index) => {
    const account = accountById.get(line.accountId);
    if (!account) throw lineError('ACCOUNT_UNKNOWN', index, 'accountId');
    if (!account.active || account.number.length < 3) throw lineError('ACCOUNT_MUST_BE_POSTABLE', index, 'accountId');
    if (line.subAccountId && subById.get(line.subAccountId)?.accountId !== line.accountId) {
      throw lineError('SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT', index, 'subAccountId');
    }
    return account.number;
  });
}

function lineError(
  code: 'ACCOUNT_UNKNOWN' | 'ACCOUNT_MUST_BE_POSTABLE' | 'SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT',
  index: number,
  field: string,
) {
  return new AppError(code, { fields: [{ path: `lines.${index}.${field}`, code }] });
}

async function takeNextNumber(tx: Transaction, request: PostingRequest, journalCode: string, folderStartOn: string) {
  const [counter] = await tx
    .insert(journalCounters)
    .values({
      companyId: request.companyId,
      workFolderId: request.workFolderId,
      journalId: request.journalId,
      lastNumber: 1,
    })
    .onConflictDoUpdate({
      target: [journalCounters.workFolderId, journalCounters.journalId],
      set: { lastNumber: sql`${journalCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: journalCounters.lastNumber });
  if (!counter) throw new Error('journal counter upsert returned no row');
  return `${journalCode}-${folderStartOn.slice(0, 4)}-${String(counter.lastNumber).padStart(6, '0')}`;
}

async function addToBalances(tx: Transaction, request: PostingRequest): Promise<void> {
  const month = monthOf(request.entryOn);
  const totals = new Map<string, { accountId: string; subAccountId: string | null; debit: bigint; credit: bigint }>();
  for (const line of request.lines) {
    const key = `${line.accountId}|${line.subAccountId ?? ''}`;
    const total = totals.get(key) ?? {
      accountId: line.accountId,
      subAccountId: line.subAccountId,
      debit: 0n,
      credit: 0n,
    };
    total.debit += line.debit;
    total.credit += line.credit;
    totals.set(key, total);
  }
  await tx
    .insert(accountBalances)
    .values(
      [...totals.values()].map((total) => ({
        companyId: request.companyId,
        workFolderId: request.workFolderId,
        month,
        ...total,
      })),
    )
    .onConflictDoUpdate({
      target: [
        accountBalances.workFolderId,
        accountBalances.accountId,
        accountBalances.subAccountId,
        accountBalances.month,
      ],
      set: {
        debit: sql`${accountBalances.debit} + excluded.debit`,
        credit: sql`${accountBalances.credit} + excluded.credit`,
      },
    });
}
