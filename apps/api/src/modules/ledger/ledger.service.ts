import {
  type Amount,
  assertEntryInvariants,
  type ForeignAmount,
  isGroupAccount,
  type JournalEntry,
  toAmount,
} from '@bilan/accounting';
import type { Language } from '@bilan/contract';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { childNumbersSql } from '../../db/account-children.ts';
import type { Transaction } from '../../db/client.ts';
import { executeNamed, idIn } from '../../db/named-statement.ts';
import { AppError, isRefusal, notFound, type Refusal } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { AuditChange } from '../audit/audit.service.ts';
import { entryDatePolicy } from '../settings/settings.service.ts';
import { vatReturns } from '../vat-returns/vat-returns.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { entryContentHash, foreignAmountOf, type HashedEntryContent } from './entry-hash.ts';
import { ENTRY_LABELS } from './entry-labels.ts';
import { findJournalById, getJournalByCode } from './journals.service.ts';
import { journalEntries, journalLines } from './ledger.table.ts';
import {
  type EntryRecord,
  type LineRecord,
  type PostingOutcome,
  type PostingRun,
  postingStatement,
} from './posting-statement.ts';

/** The balance-table month of opening entries: before any calendar month, so reports count them as opening. */
export const OPENING_MONTH = '0000-00';
/**
 * The balance-table month of closing entries: after any calendar month, so statements of a closed
 * folder still show its income and expenses, and its result in CJ, as they stood before closing.
 */
export const CLOSING_MONTH = '9999-12';

/**
 * What an entry comes from. A filed VAT return's settlement entry has a kind of its own, so later
 * returns leave it out by its kind, never by guessing from its accounts; the VAT payment and the
 * refund claim of a return too. APPROPRIATION: the meeting's appropriation of a closed year's result,
 * its source id that year's work folder.
 */
export type EntrySourceType =
  | 'DOCUMENT'
  | 'PAYMENT'
  | 'CLOSING'
  | 'OPENING'
  | 'BANK_STATEMENT'
  | 'ACCRUAL'
  | 'CURRENCY_REVALUATION'
  | 'DOUBTFUL_RECEIVABLE'
  | 'STOCK'
  | 'PROVISION'
  | 'INCOME_TAX'
  | 'VAT_SETTLEMENT'
  | 'VAT_PAYMENT'
  | 'VAT_REFUND_CLAIM'
  | 'APPROPRIATION'
  | 'FIXED_ASSET_DEPRECIATION'
  | 'FIXED_ASSET_DISPOSAL'
  | 'TREASURY_TRANSFER'
  | 'FOREIGN_LOAN';

export interface PostingLine {
  accountId: string;
  subAccountId: string | null;
  label: string | null;
  debit: Amount;
  credit: Amount;
  /**
   * A line of a foreign-currency document or payment: its currency and its amount in that currency's
   * minor units, on the line's side (docs/decisions/0036-currencies.md). Absent in the company's currency.
   */
  foreign?: ForeignAmount | null;
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
 * journal's next number and appends the entry and its lines; database triggers add them to the
 * monthly balances and move the chain head (migration 0035). The lock is held for that statement and
 * the commit only.
 */
export async function postJournalEntry(tx: Transaction, request: PostingRequest): Promise<PostedEntry> {
  const [checked] = await checkPostings(tx, [request]);
  if (!checked || isRefusal(checked)) throw checked;
  const [posted] = await appendEntries(tx, [checked]);
  if (!posted) throw notFound();
  return posted;
}

/** An entry whose journal, accounts and invariants passed, with its content hash: ready to append. */
export interface CheckedPosting {
  request: PostingRequest;
  entry: HashedEntryContent & { id: string };
  contentHash: string;
  journalCode: string;
}

/**
 * Checks entries of one company together (one read of all their accounts): each gets its checked
 * posting, or the refusal that one posting alone would have raised.
 */
export async function checkPostings(
  tx: Transaction,
  requests: readonly PostingRequest[],
  known: KnownAccounts = NO_KNOWN_ACCOUNTS,
): Promise<Array<CheckedPosting | Refusal>> {
  if (requests.length === 0) return [];
  const companyId = sameValue(requests.map((request) => request.companyId));
  const accountNumbersOf = await readPostableAccounts(
    tx,
    companyId,
    requests.flatMap((request) => request.lines),
    known,
  );
  const filedPeriods = await readFiledPeriods(tx, companyId, requests);
  // Closing and opening entries are dated by the folders' ends, not by the user: the rule on entries
  // dated after today leaves them out, as the lock of filed periods does.
  const policy = requests.some((request) => !isYearEntry(request)) ? await entryDatePolicy(tx, companyId) : null;
  return eachOrRefusal(requests, async (request) => {
    assertOutsideFiledPeriods(request, filedPeriods);
    if (policy && !isYearEntry(request)) assertNotInFuture(request.entryOn, policy);
    return checkPosting(tx, request, accountNumbersOf);
  });
}

/** Whether an entry dated after the company's today may be validated: the settings' choice (off by default). */
function assertNotInFuture(entryOn: string, policy: { todayOn: string; allowFutureEntries: boolean }) {
  if (policy.allowFutureEntries || entryOn <= policy.todayOn) return;
  throw new AppError('ENTRY_DATE_IN_FUTURE', { fields: [{ path: 'date', code: 'ENTRY_DATE_IN_FUTURE' }] });
}

/** Closing and opening entries move balances between years and carry no VAT: a filed period does not hold them. */
const isYearEntry = (request: Pick<PostingRequest, 'sourceType'>) =>
  request.sourceType === 'CLOSING' || request.sourceType === 'OPENING';

/** The filed VAT periods of the company that the requests' dates may fall in (one read for the batch). */
async function readFiledPeriods(
  tx: Transaction,
  companyId: string,
  requests: readonly PostingRequest[],
): Promise<Array<{ fromOn: string; toOn: string }>> {
  const dates = requests
    .filter((request) => !isYearEntry(request))
    .map((request) => request.entryOn)
    .sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return [];
  return tx
    .select({ fromOn: vatReturns.fromOn, toOn: vatReturns.toOn })
    .from(vatReturns)
    .where(and(eq(vatReturns.companyId, companyId), lte(vatReturns.fromOn, last), gte(vatReturns.toOn, first)));
}

/**
 * The period lock of filed VAT returns, checked on the one write path so every writer (documents,
 * payments, hand entries, cancellations, statements) is held by it; a database trigger is the second wall.
 */
function assertOutsideFiledPeriods(
  request: PostingRequest,
  filedPeriods: ReadonlyArray<{ fromOn: string; toOn: string }>,
) {
  if (isYearEntry(request)) return;
  if (filedPeriods.some((period) => period.fromOn <= request.entryOn && request.entryOn <= period.toOn)) {
    throw new AppError('PERIOD_FILED', { fields: [{ path: 'date', code: 'PERIOD_FILED' }] });
  }
}

async function checkPosting(
  tx: Transaction,
  request: PostingRequest,
  accountNumbersOf: AccountNumbersOf,
): Promise<CheckedPosting> {
  const journal = await findJournalById(tx, request.companyId, request.journalId);
  if (!journal || journal.companyId !== request.companyId) throw new AppError('JOURNAL_UNKNOWN');
  // A reversal mirrors lines the ledger took when they were posted, and closing and opening entries carry
  // posted balances (the result to 131/120): they stay on the accounts those lines are on.
  const mirrorsPosted =
    Boolean(request.reversesEntryId) || request.sourceType === 'CLOSING' || request.sourceType === 'OPENING';
  const accountNumbers = accountNumbersOf(request.lines, { mirrorsPosted });
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
  return {
    request,
    entry,
    contentHash: entryContentHash(entry),
    journalCode: journal.code,
  };
}

/** `work` on each item in turn: what it returns, or the rule it broke; any other failure is thrown on. */
export async function eachOrRefusal<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
): Promise<Array<R | Refusal>> {
  const outcomes: Array<R | Refusal> = [];
  for (const item of items) {
    try {
      outcomes.push(await work(item));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      outcomes.push(error);
    }
  }
  return outcomes;
}

function sameValue(values: readonly string[]): string {
  const [first] = values;
  if (first === undefined || values.some((value) => value !== first)) {
    throw new Error('Postings appended together must share their company and work folder');
  }
  return first;
}

/**
 * Appends checked entries of one work folder, in their order, with one statement (see
 * `postingStatement`). Either all are appended or, when the folder is not open or a date falls
 * outside it, none is, and the refusal is raised.
 */
export async function appendEntries(tx: Transaction, postings: readonly CheckedPosting[]): Promise<PostedEntry[]> {
  if (postings.length === 0) return [];
  const outcomes = await executeNamed<PostingOutcome>(
    tx,
    'bilan_append_entries',
    postingStatement(postingRun(postings)),
  );
  const [first] = outcomes;
  if (!first) throw notFound();
  if (first.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
  if (!first.number) {
    throw new AppError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'date', code: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
  return postings.map((posting, index) => ({ id: posting.entry.id, number: outcomes[index]?.number ?? '' }));
}

/** The records of the posting statement (posting-statement.ts): one per entry, in order, and one per line. */
function postingRun(postings: readonly CheckedPosting[]): PostingRun {
  const entries: EntryRecord[] = [];
  const lines: LineRecord[] = [];
  postings.forEach(({ request, entry, contentHash, journalCode }, index) => {
    const k = index + 1;
    // A checked entry is balanced: its debit total is its credit total.
    const total = entry.lines.reduce((sum, line) => sum + line.debit, 0n);
    const { audit } = request;
    entries.push({
      k,
      id: entry.id,
      journal_id: entry.journalId,
      journal_code: journalCode,
      entry_on: entry.entryOn,
      label: entry.label,
      source_type: entry.sourceType,
      source_id: entry.sourceId,
      reverses_entry_id: entry.reversesEntryId,
      content_hash: contentHash,
      total: total.toString(),
      posted_by: request.postedBy,
      audit_id: audit ? newId() : null,
      audit_action: audit?.action ?? null,
      audit_entity_type: audit?.entityType ?? null,
      audit_entity_id: audit?.entityId ?? null,
      audit_before: audit?.before ?? null,
      audit_after: audit?.after ?? null,
    });
    for (const line of entry.lines) {
      lines.push({
        k,
        id: newId(),
        line_number: line.lineNumber,
        account_id: line.accountId,
        sub_account_id: line.subAccountId,
        label: line.label,
        debit: line.debit.toString(),
        credit: line.credit.toString(),
        currency: line.foreign?.currency ?? null,
        amount_currency: line.foreign ? line.foreign.amount.toString() : null,
      });
    }
  });
  return {
    companyId: sameValue(postings.map((posting) => posting.request.companyId)),
    workFolderId: sameValue(postings.map((posting) => posting.request.workFolderId)),
    entries,
    lines,
  };
}

/** A posting computed by the pure accounting rules (invoices, payments, closing). */
export type ComputedPostingRequest = Omit<PostingRequest, 'lines' | 'journalId' | 'entryOn' | 'label'> & {
  entry: JournalEntry;
  journalId?: string;
};

/**
 * Posts an entry computed by the pure accounting rules (invoices, payments, closing): its lines name
 * accounts by number, with an id only where the caller knew it; the others are resolved here.
 */
export async function postComputedEntry(tx: Transaction, request: ComputedPostingRequest): Promise<PostedEntry> {
  const [resolved] = await resolveComputedPostings(tx, [request]);
  if (!resolved || isRefusal(resolved)) throw resolved;
  return postJournalEntry(tx, resolved);
}

/** Computed postings of one company as posting requests, with one read of the accounts they name by number. */
export async function resolveComputedPostings(
  tx: Transaction,
  requests: readonly ComputedPostingRequest[],
): Promise<Array<PostingRequest | Refusal>> {
  if (requests.length === 0) return [];
  const companyId = sameValue(requests.map((request) => request.companyId));
  const numbers = [
    ...new Set(
      requests.flatMap((request) =>
        request.entry.lines.filter((line) => !line.accountId).map((line) => line.accountNumber),
      ),
    ),
  ];
  const ids = numbers.length
    ? await tx
        .select({ id: companyAccounts.id, number: companyAccounts.number })
        .from(companyAccounts)
        .where(and(eq(companyAccounts.companyId, companyId), inArray(companyAccounts.number, numbers)))
    : [];
  const idOf = new Map(ids.map((row) => [row.number, row.id]));
  return eachOrRefusal(requests, (request) => resolveComputedPosting(tx, request, idOf));
}

async function resolveComputedPosting(
  tx: Transaction,
  request: ComputedPostingRequest,
  idOf: ReadonlyMap<string, string>,
): Promise<PostingRequest> {
  const { entry, ...posting } = request;
  const journalId = request.journalId ?? (await getJournalByCode(tx, request.companyId, entry.journalCode)).id;
  return {
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
        foreign: line.foreign ?? null,
      };
    }),
  };
}

/**
 * Appends the mirror of a posted entry (debits and credits swapped), numbered in the same journal and
 * dated `entryOn`, the day of the cancellation: a month already declared keeps its figures. The mirror
 * goes into the company's work folder holding that day (the original's, or a later one once that is
 * closed); the append refuses a closed folder or a day that no folder holds. Its label is in `language`,
 * the company's.
 */
export async function reverseJournalEntry(
  tx: Transaction,
  request: {
    companyId: string;
    entryId: string;
    reversalEntryId?: string;
    postedBy: string | null;
    entryOn: string;
    language: Language;
  },
): Promise<PostedEntry> {
  const [original] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, request.entryId), eq(journalEntries.companyId, request.companyId)));
  if (!original) throw notFound();
  if (request.entryOn < original.entryOn) {
    throw new AppError('CANCELLATION_DATE_BEFORE_ENTRY', {
      fields: [{ path: 'cancellationDate', code: 'CANCELLATION_DATE_BEFORE_ENTRY' }],
    });
  }
  const lines = await tx
    .select()
    .from(journalLines)
    .where(and(eq(journalLines.companyId, request.companyId), eq(journalLines.entryId, original.id)))
    .orderBy(journalLines.lineNumber);
  return postJournalEntry(tx, {
    entryId: request.reversalEntryId,
    companyId: request.companyId,
    workFolderId: await workFolderHolding(tx, request.companyId, request.entryOn, original.workFolderId),
    journalId: original.journalId,
    entryOn: request.entryOn,
    label: `${ENTRY_LABELS[request.language].reversal} ${original.number} – ${original.label}`.slice(0, 200),
    sourceType: original.sourceType as EntrySourceType,
    sourceId: original.sourceId,
    reversesEntryId: original.id,
    postedBy: request.postedBy,
    lines: lines.map((line) => ({
      accountId: line.accountId,
      subAccountId: line.subAccountId,
      label: line.label,
      debit: toAmount(line.credit),
      credit: toAmount(line.debit),
      foreign: foreignAmountOf(line),
    })),
  });
}

/** The company's work folder whose period holds `day`; `fallback` when none does (the append then refuses the day). */
async function workFolderHolding(tx: Transaction, companyId: string, day: string, fallback: string): Promise<string> {
  const [folder] = await tx
    .select({ id: workFolders.id })
    .from(workFolders)
    .where(and(eq(workFolders.companyId, companyId), lte(workFolders.startOn, day), gte(workFolders.endOn, day)));
  return folder?.id ?? fallback;
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

/**
 * Every line names an active account of the company that is not a group (`isGroupAccount`: no child
 * accounts, three digits or more) unless the line names one of its sub-accounts, which is then where
 * it posts, and a sub-account of that account.
 */
export async function assertPostableAccounts(
  tx: Transaction,
  companyId: string,
  lines: readonly Pick<PostingLine, 'accountId' | 'subAccountId'>[],
): Promise<string[]> {
  return (await readPostableAccounts(tx, companyId, lines))(lines);
}

/**
 * The account numbers of lines, in order; throws on the first line whose account cannot take it. Lines
 * that mirror posted ones (a reversal) are only required to name the company's accounts.
 */
type AccountNumbersOf = (
  lines: readonly Pick<PostingLine, 'accountId' | 'subAccountId'>[],
  options?: { mirrorsPosted?: boolean },
) => string[];

/** An account as the postable check needs it: `childNumbers` holds one child account's number, if it has any. */
export interface AccountForPosting {
  number: string;
  active: boolean;
  childNumbers: readonly string[];
}

/**
 * Accounts and sub-accounts of the company the caller has just read in its transaction (with the
 * lines naming them, say): the posting check takes them as they are instead of reading them again.
 */
export interface KnownAccounts {
  accounts: ReadonlyMap<string, AccountForPosting>;
  /** Sub-account id → the id of its account. */
  subAccounts: ReadonlyMap<string, string>;
}

const NO_KNOWN_ACCOUNTS: KnownAccounts = { accounts: new Map(), subAccounts: new Map() };

/** Reads the accounts and sub-accounts lines name that are not known, one statement each, and returns their check. */
async function readPostableAccounts(
  tx: Transaction,
  companyId: string,
  lines: readonly Pick<PostingLine, 'accountId' | 'subAccountId'>[],
  known: KnownAccounts = NO_KNOWN_ACCOUNTS,
): Promise<AccountNumbersOf> {
  const accountIds = [...new Set(lines.map((line) => line.accountId))].filter((id) => !known.accounts.has(id));
  const subAccountIds = [...new Set(lines.flatMap((line) => (line.subAccountId ? [line.subAccountId] : [])))].filter(
    (id) => !known.subAccounts.has(id),
  );
  const accounts = accountIds.length
    ? await tx
        .select({
          id: companyAccounts.id,
          number: companyAccounts.number,
          active: companyAccounts.active,
          childNumbers: childNumbersSql(),
        })
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
  const accountById = new Map<string, AccountForPosting>(known.accounts);
  for (const account of accounts) accountById.set(account.id, account);
  const parentOf = new Map<string, string>(known.subAccounts);
  for (const sub of subs) parentOf.set(sub.id, sub.accountId);
  return (checked, options = {}) =>
    checked.map((line, index) => {
      const account = accountById.get(line.accountId);
      if (!account) throw lineError('ACCOUNT_UNKNOWN', index, 'accountId');
      if (options.mirrorsPosted) return account.number;
      if (!account.active) throw lineError('ACCOUNT_MUST_BE_POSTABLE', index, 'accountId');
      if (line.subAccountId && parentOf.get(line.subAccountId) !== line.accountId) {
        throw lineError('SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT', index, 'subAccountId');
      }
      // A line on a party's sub-account posts to that sub-account, the leaf of the auxiliary ledger:
      // parties that had postings under 411 or 401 before those became groups (migration 0019 leaves
      // them there, their history with them) keep taking invoices and payments.
      if (!line.subAccountId && isGroupAccount(account.number, account.childNumbers)) {
        throw lineError('ACCOUNT_IS_GROUP', index, 'accountId');
      }
      return account.number;
    });
}

function lineError(
  code: 'ACCOUNT_UNKNOWN' | 'ACCOUNT_MUST_BE_POSTABLE' | 'ACCOUNT_IS_GROUP' | 'SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT',
  index: number,
  field: string,
) {
  return new AppError(code, { fields: [{ path: `lines.${index}.${field}`, code }] });
}
