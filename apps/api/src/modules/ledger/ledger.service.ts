import { type Amount, assertEntryInvariants, type JournalEntry, monthOf } from '@bilan/accounting';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { executeNamed, idIn } from '../../db/named-statement.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { AuditChange } from '../audit/audit.service.ts';
import { auditEvents } from '../audit/audit.table.ts';
import { companySettings } from '../settings/settings.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { entryContentHash, type HashedEntryContent } from './entry-hash.ts';
import { findJournalById, getJournalByCode } from './journals.service.ts';
import { accountBalances, journalCounters, journalEntries, journalLines } from './ledger.table.ts';

/** The balance-table month of opening entries: before any calendar month, so reports count them as opening. */
export const OPENING_MONTH = '0000-00';
/**
 * The balance-table month of closing entries: after any calendar month, so statements of a closed
 * folder still show its income and expenses, and its result in CJ, as they stood before closing.
 */
export const CLOSING_MONTH = '9999-12';

function balanceMonth(journalType: string, request: Pick<PostingRequest, 'sourceType' | 'entryOn'>): string {
  if (journalType === 'OPENING') return OPENING_MONTH;
  if (request.sourceType === 'CLOSING') return CLOSING_MONTH;
  return monthOf(request.entryOn);
}

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
  /** Set when the caller must name the entry before it is appended (a document pointing at it). */
  entryId?: string;
  postedBy: string | null;
  lines: readonly PostingLine[];
  /**
   * The audit event of the change that posts this entry, written by the posting statement itself with
   * the entry's number added to `after`: nothing is left to write once the folder is locked.
   */
  audit?: AuditChange;
}

export interface PostedEntry {
  id: string;
  number: string;
}

/**
 * The one write path of the ledger, in the caller's transaction. Everything that needs no lock is
 * checked first (journal, accounts, invariants, content hash); then ONE statement locks the work
 * folder (which serializes postings, keeping numbers gapless and the hash chain linear), takes the
 * journal's next number, appends the entry and its lines, adds them to the monthly balances and
 * moves the chain head. The lock is held for that statement and the commit only.
 */
export async function postJournalEntry(tx: Transaction, request: PostingRequest): Promise<PostedEntry> {
  const journal = await findJournalById(tx, request.journalId);
  if (!journal || journal.companyId !== request.companyId) throw new AppError('JOURNAL_UNKNOWN');
  const accountNumbers = await assertPostableAccounts(tx, request.companyId, request.lines);
  assertEntryInvariants({
    journalCode: journal.code,
    date: request.entryOn,
    label: request.label,
    lines: request.lines.map((line, index) => ({
      accountNumber: accountNumbers[index] ?? '',
      debit: line.debit,
      credit: line.credit,
    })),
  });
  const entry = {
    id: request.entryId ?? newId(),
    journalId: journal.id,
    entryOn: request.entryOn,
    label: request.label,
    sourceType: request.sourceType,
    sourceId: request.sourceId,
    reversesEntryId: request.reversesEntryId ?? null,
    lines: request.lines.map((line, index) => ({ ...line, lineNumber: index + 1 })),
  };
  const month = balanceMonth(journal.type, request);
  const [outcome] = await executeNamed<PostingOutcome>(
    tx,
    'bilan_append_entry',
    appendEntrySql(request, { code: journal.code, month }, entry, entryContentHash(entry)),
  );
  if (!outcome) throw notFound();
  if (outcome.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
  if (!outcome.number) {
    throw new AppError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'date', code: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
  return { id: entry.id, number: outcome.number };
}

interface PostingOutcome {
  status: 'OPEN' | 'CLOSED';
  number: string | null;
}

/**
 * Locks the folder, numbers, appends and balances in one statement. When the folder is closed or
 * the date is outside it, `slot` is empty, nothing is written, and the caller raises the rule.
 * The chain hash is computed here exactly as `chainHash` computes it. The lines come as one array per
 * column, so the text never varies and the statement is prepared once per connection.
 */
function appendEntrySql(
  request: PostingRequest,
  { code: journalCode, month }: { code: string; month: string },
  entry: HashedEntryContent & { id: string },
  contentHash: string,
) {
  // A balanced entry: its debit total is its credit total (checked by the caller).
  const total = entry.lines.reduce((sum, line) => sum + line.debit, 0n);
  const { audit } = request;
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  const column = <T>(value: (line: (typeof entry.lines)[number]) => T) => sql.param(entry.lines.map(value));
  return sql`
    with folder as (
      select id, status, start_date, end_date, posted_entry_count, chain_head_hash
      from ${workFolders}
      where id = ${request.workFolderId} and company_id = ${request.companyId}
      for no key update
    ), counter as (
      insert into ${journalCounters} (company_id, work_folder_id, journal_id, last_number, debit_total, credit_total)
      select ${request.companyId}, folder.id, ${entry.journalId}, 1, ${total.toString()}::bigint, ${total.toString()}::bigint
      from folder
      where folder.status = 'OPEN' and ${entry.entryOn}::date between folder.start_date and folder.end_date
      on conflict (work_folder_id, journal_id) do update set last_number = ${journalCounters}.last_number + 1,
        debit_total = ${journalCounters}.debit_total + excluded.debit_total,
        credit_total = ${journalCounters}.credit_total + excluded.credit_total
      returning last_number
    ), numbered as (
      select folder.posted_entry_count + 1 as chain_position, folder.chain_head_hash as previous_hash,
        coalesce(prefix.value, ${journalCode}::text) || '-' || to_char(folder.start_date, 'YYYY') || '-' || lpad(counter.last_number::text, 6, '0') as number
      from folder cross join counter
      left join (
        select number_prefixes ->> ${journalCode}::text as value from ${companySettings} where company_id = ${request.companyId}
      ) prefix on true
    ), slot as (
      select chain_position, previous_hash, number,
        encode(sha256(convert_to(previous_hash || ':' || chain_position || ':' || number || ':' || ${contentHash}::text, 'UTF8')), 'hex') as hash
      from numbered
    ), inserted_entry as (
      insert into ${journalEntries} (id, company_id, work_folder_id, journal_id, number, chain_position, entry_date,
        label, source_type, source_id, reverses_entry_id, previous_hash, hash, posted_by, posted_at)
      select ${entry.id}::uuid, ${request.companyId}::uuid, ${request.workFolderId}::uuid, ${entry.journalId}::uuid,
        slot.number, slot.chain_position, ${entry.entryOn}::date, ${entry.label}::text, ${entry.sourceType}::text,
        ${entry.sourceId}::uuid, ${entry.reversesEntryId}::uuid, slot.previous_hash, slot.hash, ${request.postedBy}::uuid, now()
      from slot
      returning id
    ), new_lines (id, line_number, account_id, sub_account_id, label, debit, credit) as (
      select * from unnest(${column(() => newId())}::uuid[], ${column((line) => line.lineNumber)}::int[],
        ${column((line) => line.accountId)}::uuid[], ${column((line) => line.subAccountId)}::uuid[],
        ${column((line) => line.label)}::text[], ${column((line) => line.debit.toString())}::bigint[],
        ${column((line) => line.credit.toString())}::bigint[])
    ), inserted_lines as (
      insert into ${journalLines} (id, company_id, work_folder_id, entry_id, line_number, account_id, sub_account_id,
        label, entry_date, debit, credit)
      select new_lines.id, ${request.companyId}::uuid, ${request.workFolderId}::uuid, inserted_entry.id, line_number,
        account_id, sub_account_id, label, ${entry.entryOn}::date, debit, credit
      from new_lines cross join inserted_entry
    ), balances as (
      insert into ${accountBalances} (company_id, work_folder_id, account_id, sub_account_id, month, debit, credit)
      select ${request.companyId}::uuid, ${request.workFolderId}::uuid, account_id, sub_account_id,
        ${month}::text, sum(debit), sum(credit)
      from new_lines cross join slot
      group by account_id, sub_account_id
      on conflict (work_folder_id, account_id, sub_account_id, month) do update
        set debit = ${accountBalances}.debit + excluded.debit, credit = ${accountBalances}.credit + excluded.credit
    ), head as (
      update ${workFolders} set posted_entry_count = slot.chain_position, chain_head_hash = slot.hash
      from slot where ${workFolders}.id = ${request.workFolderId}
    ), audited as (
      insert into ${auditEvents} (id, company_id, user_id, action, entity_type, entity_id, before, after)
      select ${newId()}::uuid, ${request.companyId}::uuid, ${request.postedBy}::uuid, ${audit?.action ?? null}::text,
        ${audit?.entityType ?? null}::text, ${audit?.entityId ?? null}::uuid, ${json(audit?.before)}::jsonb,
        coalesce(${json(audit?.after)}::jsonb, '{}'::jsonb) || jsonb_build_object('number', slot.number)
      from slot where ${audit !== undefined}::boolean
    )
    select folder.status, slot.number from folder left join slot on true`;
}

/**
 * Posts an entry computed by the pure accounting rules (invoices, payments, closing): its lines name
 * accounts by number, with an id only where the caller knew it; the others are resolved here.
 */
export async function postComputedEntry(
  tx: Transaction,
  request: Omit<PostingRequest, 'lines' | 'journalId' | 'entryOn' | 'label'> & {
    entry: JournalEntry;
    journalId?: string;
  },
): Promise<PostedEntry> {
  const { entry, ...posting } = request;
  const numbers = entry.lines.filter((line) => !line.accountId).map((line) => line.accountNumber);
  const ids = numbers.length
    ? await tx
        .select({ id: companyAccounts.id, number: companyAccounts.number })
        .from(companyAccounts)
        .where(and(eq(companyAccounts.companyId, request.companyId), inArray(companyAccounts.number, numbers)))
    : [];
  const idOf = new Map(ids.map((row) => [row.number, row.id]));
  const journalId = request.journalId ?? (await getJournalByCode(tx, request.companyId, entry.journalCode)).id;
  return postJournalEntry(tx, {
    ...posting,
    journalId,
    entryOn: entry.date,
    label: entry.label,
    lines: entry.lines.map((line, index) => {
      const accountId = line.accountId ?? idOf.get(line.accountNumber);
      if (!accountId)
        throw new AppError('ACCOUNT_UNKNOWN', {
          fields: [{ path: `lines.${index}.accountNumber`, code: line.accountNumber }],
        });
      return {
        accountId,
        subAccountId: line.subAccountId ?? null,
        label: line.label ?? null,
        debit: line.debit,
        credit: line.credit,
      };
    }),
  });
}

/** Appends the mirror of a posted entry (debits and credits swapped), numbered in the same journal. */
export async function reverseJournalEntry(
  tx: Transaction,
  request: { companyId: string; entryId: string; reversalEntryId?: string; postedBy: string | null; label?: string },
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
    entryId: request.reversalEntryId,
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

/**
 * Holds the folder open while a draft changes: a key-share lock, which postings (no-key updates of
 * the folder row) do not wait for, but closing the folder (a full update lock) does.
 */
export async function lockOpenWorkFolder(tx: Transaction, companyId: string, workFolderId: string) {
  const [folder] = await tx
    .select()
    .from(workFolders)
    .where(and(eq(workFolders.id, workFolderId), eq(workFolders.companyId, companyId)))
    .for('key share');
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
        .where(and(eq(companyAccounts.companyId, companyId), idIn(companyAccounts.id, accountIds)))
        .prepare('bilan_postable_accounts')
        .execute()
    : [];
  const subs = subAccountIds.length
    ? await tx
        .select({ id: subAccounts.id, accountId: subAccounts.accountId })
        .from(subAccounts)
        .where(and(eq(subAccounts.companyId, companyId), idIn(subAccounts.id, subAccountIds)))
        .prepare('bilan_postable_sub_accounts')
        .execute()
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
