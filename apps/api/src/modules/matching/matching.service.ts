import {
  type Amount,
  type ForeignAmount,
  formatAmount,
  formatInCurrency,
  matchingCode,
  toAmount,
} from '@bilan/accounting';
import type { CreateMatchingBody, Matching, MatchingList } from '@bilan/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { carriedItems, matchingLines, matchings } from '../ledger/ledger.table.ts';
import {
  findCarriedLine,
  insertMatchingLines,
  type LineForMatching,
  lockFolders,
  type MatchedLineRow,
  type MatchingRow,
  nextMatchingNumber,
  readItemsToCarry,
  readLineIdsOfEntry,
  readLinesForMatching,
  readMatchings,
  readOpenItemLinesOfEntry,
} from './matching.queries.ts';
import { foreignAmountOf } from './open-items.service.ts';

/**
 * Matches lines by hand: all of the company (else 404), of one account and sub-account that carries
 * open items, in open folders, none matched yet. A matching that does not balance is partial.
 */
export async function createMatching(
  tx: Transaction,
  company: CompanyContext,
  body: CreateMatchingBody,
): Promise<Matching> {
  const lineIds = [...new Set(body.lineIds)];
  const lines = await readLinesForMatching(tx, company.companyId, lineIds);
  if (lines.length !== lineIds.length) throw notFound();
  const [first] = lines;
  if (!first || lines.some((line) => line.accountId !== first.accountId || line.subAccountId !== first.subAccountId)) {
    throw new AppError('MATCHING_LINES_MUST_SHARE_ACCOUNT');
  }
  if (!first.carriesOpenItems) throw new AppError('ACCOUNT_MUST_CARRY_OPEN_ITEMS');
  // What is owed is matched with what settles it: debits alone (or credits alone) settle nothing.
  if (!lines.some((line) => BigInt(line.debit) > 0n) || !lines.some((line) => BigInt(line.credit) > 0n)) {
    throw new AppError('MATCHING_NEEDS_DEBIT_AND_CREDIT');
  }
  if (lines.some((line) => line.matchingId !== null)) throw new AppError('LINE_ALREADY_MATCHED');
  await assertFoldersOpen(tx, company, lines);
  const id = await insertMatching(tx, company, first, lineIds, false);
  const matching = await getMatching(tx, company, id);
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'MATCHING', entityId: id, after: matching });
  return matching;
}

/** Unmatches, while every line's folder is open; the code is not given again. */
export async function deleteMatching(tx: Transaction, company: CompanyContext, matchingId: string): Promise<void> {
  const matching = await getMatching(tx, company, matchingId);
  await assertFoldersOpen(tx, company, matching.lines);
  await tx
    .delete(matchingLines)
    .where(and(eq(matchingLines.companyId, company.companyId), eq(matchingLines.matchingId, matchingId)));
  await tx.delete(matchings).where(and(eq(matchings.companyId, company.companyId), eq(matchings.id, matchingId)));
  await recordAudit(tx, company, { action: 'DELETE', entityType: 'MATCHING', entityId: matchingId, before: matching });
}

async function assertFoldersOpen(
  tx: Transaction,
  company: CompanyContext,
  lines: readonly Pick<LineForMatching, 'workFolderId'>[],
) {
  const folderIds = [...new Set(lines.map((line) => line.workFolderId))];
  const folders = await lockFolders(tx, company.companyId, folderIds);
  if (folders.length !== folderIds.length || folders.some((folder) => folder.status !== 'OPEN')) {
    throw new AppError('MATCHING_WORK_FOLDER_MUST_BE_OPEN');
  }
}

async function insertMatching(
  tx: Transaction,
  company: CompanyContext,
  account: Pick<LineForMatching, 'accountId' | 'subAccountId'>,
  lineIds: readonly string[],
  automatic: boolean,
): Promise<string> {
  const id = newId();
  const code = matchingCode(await nextMatchingNumber(tx, company.companyId, account.accountId));
  await tx.insert(matchings).values({
    id,
    companyId: company.companyId,
    accountId: account.accountId,
    subAccountId: account.subAccountId,
    code,
    automatic,
    createdBy: company.userId,
  });
  try {
    await insertMatchingLines(tx, company.companyId, id, lineIds);
  } catch (error) {
    // Another transaction matched one of the lines since they were read.
    if (databaseErrorCode(error) === '23505') throw new AppError('LINE_ALREADY_MATCHED');
    throw error;
  }
  return id;
}

/**
 * Matches a settling entry (a payment, a credit note) with the entry of the document it settles, as
 * it posts: each of its lines on an account that carries open items joins the document's line of
 * that account and sub-account (or, once the document's folder is closed, the opening line carrying
 * it forward), in that line's matching if it has one, else in a new one. Nothing is matched when
 * the document's item cannot be found.
 */
export async function matchSettlement(
  tx: Transaction,
  company: CompanyContext,
  entries: { documentEntryId: string; settlingEntryId: string },
): Promise<void> {
  const settling = await readOpenItemLinesOfEntry(tx, company.companyId, entries.settlingEntryId);
  const documentLines = await readOpenItemLinesOfEntry(tx, company.companyId, entries.documentEntryId);
  for (const line of settling) {
    let target: LineForMatching | undefined = documentLines.find(
      (candidate) => candidate.accountId === line.accountId && candidate.subAccountId === line.subAccountId,
    );
    if (target && target.folderStatus !== 'OPEN') {
      target = await findCarriedLine(tx, company.companyId, target.id, line.workFolderId);
    }
    if (!target) continue;
    if (target.matchingId) {
      await insertMatchingLines(tx, company.companyId, target.matchingId, [line.id]);
    } else {
      await insertMatching(tx, company, line, [target.id, line.id], true);
    }
  }
}

/**
 * A cancellation unmatches: each line of the cancelled entry leaves its matching (a matching left
 * with one line goes), and is matched with its mirror in the reversing entry instead.
 */
export async function matchReversal(
  tx: Transaction,
  company: CompanyContext,
  entries: { entryId: string; reversalEntryId: string },
): Promise<void> {
  const original = await readOpenItemLinesOfEntry(tx, company.companyId, entries.entryId);
  const mirrors = await readOpenItemLinesOfEntry(tx, company.companyId, entries.reversalEntryId);
  const left = original.filter((line) => line.matchingId);
  if (left.length > 0) {
    await tx.delete(matchingLines).where(
      and(
        eq(matchingLines.companyId, company.companyId),
        inArray(
          matchingLines.lineId,
          left.map((line) => line.id),
        ),
      ),
    );
    const emptied = [...new Set(left.map((line) => line.matchingId as string))];
    await tx.execute(
      sql`delete from ${matchings}
          where ${matchings.companyId} = ${company.companyId} and ${matchings.id} = any(${sql.param(emptied)}::uuid[])
          and (select count(*) from ${matchingLines} where ${matchingLines.companyId} = ${matchings.companyId}
            and ${matchingLines.matchingId} = ${matchings.id}) < 2`,
    );
    for (const line of left) {
      await recordAudit(tx, company, {
        action: 'DELETE',
        entityType: 'MATCHING_LINE',
        entityId: line.id,
        before: { matchingId: line.matchingId },
      });
    }
  }
  for (const line of original) {
    const mirror = mirrors.find((candidate) => candidate.lineNumber === line.lineNumber);
    if (mirror) await insertMatching(tx, company, line, [line.id, mirror.id], true);
  }
}

/**
 * A year-end revaluation's lines on receivables and payables are matched with their reversal on the
 * next year's first day (same line number): the two sum to zero, so the party's open items next year
 * are its documents at their historical value. The line reversed is the revaluation's own while its
 * year is open (the opening entry then carries it into this matching), else the opening line that
 * carries it. A line already matched is left as it is.
 */
export async function matchRevaluationReversal(
  tx: Transaction,
  company: CompanyContext,
  entries: { entryId: string; reversalEntryId: string },
): Promise<void> {
  const revalued = await readOpenItemLinesOfEntry(tx, company.companyId, entries.entryId);
  const mirrors = await readOpenItemLinesOfEntry(tx, company.companyId, entries.reversalEntryId);
  for (const line of revalued) {
    const mirror = mirrors.find((candidate) => candidate.lineNumber === line.lineNumber);
    if (!mirror || mirror.matchingId) continue;
    const target =
      line.folderStatus === 'OPEN' ? line : await findCarriedLine(tx, company.companyId, line.id, mirror.workFolderId);
    if (!target) continue;
    if (target.matchingId) await insertMatchingLines(tx, company.companyId, target.matchingId, [mirror.id]);
    else await insertMatching(tx, company, mirror, [target.id, mirror.id], true);
  }
}

export async function getMatching(tx: Transaction, company: CompanyContext, matchingId: string): Promise<Matching> {
  const { rows, lines } = await readMatchings(tx, company.companyId, { ids: [matchingId], limit: 1 });
  const [row] = rows;
  if (!row) throw notFound();
  return toMatching(row, lines, company.scale);
}

export async function listMatchings(
  tx: Transaction,
  company: CompanyContext,
  query: { accountId?: string; subAccountId?: string; cursor?: string; limit: number },
): Promise<MatchingList> {
  const { rows, lines } = await readMatchings(tx, company.companyId, { ...query, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => toMatching(row, lines, company.scale)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

function toMatching(row: MatchingRow, allLines: readonly MatchedLineRow[], scale: number): Matching {
  const lines = allLines.filter((line) => line.matchingId === row.id);
  const balance = lines.reduce((sum, line) => sum + BigInt(line.debit) - BigInt(line.credit), 0n);
  const format = (amount: bigint) => formatAmount(toAmount(amount), scale);
  const foreign = foreignBalanceOf(lines);
  return {
    id: row.id,
    code: row.code,
    accountId: row.accountId,
    accountNumber: row.accountNumber,
    subAccountId: row.subAccountId,
    subAccountNumber: row.subAccountNumber,
    balance: format(balance),
    currency: foreign?.currency ?? null,
    balanceInCurrency: foreign ? formatInCurrency(foreign.balance, foreign.currency) : null,
    partial: balance !== 0n || (foreign !== null && foreign.balance !== 0n),
    automatic: row.automatic,
    createdAt: new Date(row.createdAt).toISOString(),
    lines: lines.map(({ matchingId: _, debit, credit, ...line }) => ({
      ...line,
      debit: format(BigInt(debit)),
      credit: format(BigInt(credit)),
      amountCurrency: foreignAmountOf(line),
    })),
  };
}

/**
 * The balance of a matching's foreign lines when they are all in one currency (as `settledSql` reads
 * it, matching.queries.ts); null when none has a foreign amount or they are in several.
 */
function foreignBalanceOf(lines: readonly MatchedLineRow[]): { currency: string; balance: bigint } | null {
  const currencies = new Set(lines.flatMap((line) => (line.currency ? [line.currency] : [])));
  const [currency] = currencies;
  if (currencies.size !== 1 || !currency) return null;
  const balance = lines.reduce((sum, line) => {
    if (line.currency === null || line.amountCurrency === null) return sum;
    const amount = BigInt(line.amountCurrency);
    return BigInt(line.debit) > 0n ? sum + amount : sum - amount;
  }, 0n);
  return { currency, balance };
}

/** An open item of a closing folder, to carry into the next folder's opening entry as its own line. */
export interface ItemToCarry {
  accountNumber: string;
  accountId: string;
  subAccountId: string | null;
  debit: Amount;
  credit: Amount;
  label: string;
  documentNumber: string;
  documentOn: string;
  dueOn: string;
  matchingId: string | null;
  originLineId: string;
  foreign: ForeignAmount | null;
}

/** The open items of a folder at its end (detailed à-nouveaux). */
export async function itemsToCarry(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  endOn: string,
): Promise<ItemToCarry[]> {
  const rows = await readItemsToCarry(tx, company.companyId, workFolderId, endOn);
  return rows.map((row) => ({
    accountNumber: row.accountNumber,
    accountId: row.accountId,
    subAccountId: row.subAccountId,
    debit: toAmount(BigInt(row.debit)),
    credit: toAmount(BigInt(row.credit)),
    label: `${row.documentNumber}${row.label ? ` ${row.label}` : ''}`.slice(0, 200),
    documentNumber: row.documentNumber,
    documentOn: row.documentDate,
    dueOn: row.dueDate,
    matchingId: row.matchingId,
    originLineId: row.originLineId,
    foreign: row.currency && row.amountCurrency ? { currency: row.currency, amount: BigInt(row.amountCurrency) } : null,
  }));
}

/**
 * Records where the opening entry's carried lines come from, and puts each in the matching of the
 * item it carries: lines of that matching in the new folder (a payment posted there before the
 * closing) then match the carried line, and a partial matching stays partial.
 */
export async function recordCarriedItems(
  tx: Transaction,
  company: CompanyContext,
  openingEntryId: string,
  carried: ReadonlyArray<{ lineNumber: number; item: ItemToCarry }>,
): Promise<void> {
  if (carried.length === 0) return;
  const lineIds = await readLineIdsOfEntry(tx, company.companyId, openingEntryId);
  const rows = carried.map(({ lineNumber, item }) => {
    const lineId = lineIds.get(lineNumber);
    if (!lineId) throw new Error(`The opening entry has no line ${lineNumber}`);
    return { lineId, item };
  });
  await tx.insert(carriedItems).values(
    rows.map(({ lineId, item }) => ({
      lineId,
      companyId: company.companyId,
      originLineId: item.originLineId,
      documentNumber: item.documentNumber,
      documentOn: item.documentOn,
      dueOn: item.dueOn,
    })),
  );
  const matched = rows.filter(({ item }) => item.matchingId);
  if (matched.length > 0) {
    await tx.insert(matchingLines).values(
      matched.map(({ lineId, item }) => ({
        lineId,
        companyId: company.companyId,
        matchingId: item.matchingId as string,
      })),
    );
  }
}
