import {
  type CreateJournalBody,
  type Journal,
  type JournalCounters,
  type Language,
  STANDARD_JOURNAL_LABELS,
} from '@bilan/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { journalCounters, journals } from './ledger.table.ts';

export const STANDARD_JOURNALS = [
  { code: 'VE', type: 'SALES' },
  { code: 'AC', type: 'PURCHASES' },
  { code: 'BQ', type: 'BANK' },
  { code: 'CA', type: 'CASH' },
  { code: 'OD', type: 'MISC' },
  { code: 'AN', type: 'OPENING' },
] as const;

export async function createStandardJournals(tx: Executor, companyId: string): Promise<void> {
  await tx
    .insert(journals)
    .values(
      STANDARD_JOURNALS.map((journal) => ({ id: newId(), companyId, isSystem: true, customLabel: null, ...journal })),
    )
    .onConflictDoNothing();
}

type JournalRow = typeof journals.$inferSelect;

export function toJournal(row: JournalRow, language: Language): Journal {
  const standard = STANDARD_JOURNAL_LABELS[row.code];
  return {
    id: row.id,
    code: row.code,
    label: row.customLabel ?? (standard ? standard[language] : row.code),
    type: row.type,
    isSystem: row.isSystem,
  };
}

export async function listJournals(tx: Executor, companyId: string, language: Language): Promise<Journal[]> {
  const rows = await tx.select().from(journals).where(eq(journals.companyId, companyId)).orderBy(asc(journals.code));
  return rows.map((row) => toJournal(row, language));
}

export async function getJournalByCode(tx: Executor, companyId: string, code: string): Promise<JournalRow> {
  const [row] = await tx
    .select()
    .from(journals)
    .where(and(eq(journals.companyId, companyId), eq(journals.code, code)));
  if (!row) throw new AppError('JOURNAL_UNKNOWN', { fields: [{ path: 'journalCode', code: 'JOURNAL_UNKNOWN' }] });
  return row;
}

const JOURNAL_CACHE_LIMIT = 10_000;
const journalsById = new Map<string, JournalRow>();

/**
 * Journals are only ever inserted (never updated or deleted), so a row once read is kept by the
 * process: every posting needs its journal, and this saves that round trip. Callers still compare
 * the row's company with their own.
 */
export async function findJournalById(tx: Executor, companyId: string, id: string): Promise<JournalRow | undefined> {
  const cached = journalsById.get(id);
  if (cached) return cached;
  const [row] = await tx
    .select()
    .from(journals)
    .where(and(eq(journals.companyId, companyId), eq(journals.id, id)));
  if (!row) return undefined;
  if (journalsById.size >= JOURNAL_CACHE_LIMIT) journalsById.clear();
  journalsById.set(id, row);
  return row;
}

export async function createJournal(
  tx: Executor,
  companyId: string,
  body: CreateJournalBody,
  language: Language,
): Promise<Journal> {
  try {
    const [row] = await tx
      .insert(journals)
      .values({ id: newId(), companyId, code: body.code, customLabel: body.label, type: body.type, isSystem: false })
      .returning();
    if (!row) throw new Error('journal insert returned no row');
    return toJournal(row, language);
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new AppError('JOURNAL_CODE_ALREADY_USED');
    throw error;
  }
}

/** Codes a wallet's journal takes, the first free one: MM, then MM2 … MM99. */
const WALLET_JOURNAL_CODES = ['MM', ...Array.from({ length: 98 }, (_, index) => `MM${index + 2}`)];

/**
 * Creates the journal of a mobile-money wallet under the first free code. ON CONFLICT leaves a code
 * another request took meanwhile (an error would abort the transaction), and the next one is tried.
 */
export async function createWalletJournal(tx: Executor, companyId: string, label: string): Promise<JournalRow> {
  const taken = new Set(
    (await tx.select({ code: journals.code }).from(journals).where(eq(journals.companyId, companyId))).map(
      (row) => row.code,
    ),
  );
  for (const code of WALLET_JOURNAL_CODES.filter((candidate) => !taken.has(candidate))) {
    const [row] = await tx
      .insert(journals)
      .values({ id: newId(), companyId, code, customLabel: label.slice(0, 100), type: 'MOBILE_MONEY', isSystem: true })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new AppError('JOURNAL_CODE_ALREADY_USED');
}

/** The last number of every journal of the company in a work folder, 0 where none was given yet. */
export async function journalCountersOf(
  tx: Executor,
  companyId: string,
  workFolderId: string,
): Promise<JournalCounters> {
  const rows = await tx
    .select({ journalId: journals.id, lastNumber: sql<number>`coalesce(${journalCounters.lastNumber}, 0)::int` })
    .from(journals)
    .leftJoin(
      journalCounters,
      and(
        eq(journalCounters.companyId, journals.companyId),
        eq(journalCounters.journalId, journals.id),
        eq(journalCounters.workFolderId, workFolderId),
      ),
    )
    .where(eq(journals.companyId, companyId))
    .orderBy(asc(journals.code));
  return { items: rows };
}
