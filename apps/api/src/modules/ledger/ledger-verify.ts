import type { LedgerVerification } from '@bilan/contract';
import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { GENESIS_HASH, workFolders } from '../work-folders/work-folders.table.ts';
import { chainHash, chainHashV2, entryContentHash, foreignAmountOf, postedAtText } from './entry-hash.ts';
import { CLOSING_MONTH, OPENING_MONTH } from './ledger.service.ts';
import { accountBalances, journalEntries, journalLines, journals } from './ledger.table.ts';

const BATCH_ENTRIES = 500;
/** Rounds of catching up with entries posted while the chain is walked; each round walks only new ones. */
const MAX_CATCH_UP_ROUNDS = 100;

const missingAtEnd = (checkedEntries: number): LedgerVerification => ({
  valid: false,
  checkedEntries,
  firstBrokenEntry: { id: '', number: '', chainPosition: checkedEntries + 1, reason: 'ENTRIES_MISSING_AT_END' },
});

type BrokenEntry = NonNullable<LedgerVerification['firstBrokenEntry']>;

interface ChainWalk {
  previousHash: string;
  checkedEntries: number;
  /** The highest chain link version met so far: a chain never goes back to an older one. */
  hashVersion: number;
}

type WalkedEntry = typeof journalEntries.$inferSelect & { postedAtText: string };

/**
 * The link an entry should have, by its version (entry-hash.ts), or null for a version this code does
 * not know (a row written by something else).
 */
function expectedLink(entry: WalkedEntry, previousHash: string, contentHash: string): string | null {
  if (entry.hashVersion === 1) return chainHash(previousHash, entry.chainPosition, entry.number, contentHash);
  if (entry.hashVersion === 2) return chainHashV2(previousHash, entry.chainPosition, entry.number, contentHash, entry);
  return null;
}

/**
 * Walks the work folder's hash chain from its start and reports the first entry whose content or
 * link does not match: a line changed behind the append-only trigger, an entry removed or inserted.
 *
 * The walk reads in several statements while postings go on (read committed), so the folder head
 * is read after it: a posting commits its entry and the new head together, hence a head ahead of
 * the walk may only mean entries posted meanwhile, and the next walk, which reads after that head,
 * must reach it. A head the walk cannot reach, or whose hash differs, is a broken chain.
 */
export async function verifyLedger(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
): Promise<LedgerVerification> {
  const walk: ChainWalk = { previousHash: GENESIS_HASH, checkedEntries: 0, hashVersion: 1 };
  let headSeen = 0;
  for (let round = 1; ; round++) {
    const broken = await walkChain(tx, companyId, workFolderId, walk);
    if (broken) return { valid: false, checkedEntries: walk.checkedEntries, firstBrokenEntry: broken };
    if (walk.checkedEntries < headSeen) return missingAtEnd(walk.checkedEntries);
    const [folder] = await tx
      .select({ head: workFolders.chainHeadHash, count: workFolders.postedEntryCount })
      .from(workFolders)
      .where(and(eq(workFolders.companyId, companyId), eq(workFolders.id, workFolderId)));
    if (!folder) break;
    if (folder.count > walk.checkedEntries && round < MAX_CATCH_UP_ROUNDS) {
      headSeen = folder.count;
      continue;
    }
    if (folder.head !== walk.previousHash || folder.count !== walk.checkedEntries) {
      return missingAtEnd(walk.checkedEntries);
    }
    break;
  }
  const balance = await firstWrongBalance(tx, companyId, workFolderId);
  if (balance) {
    return {
      valid: false,
      checkedEntries: walk.checkedEntries,
      firstBrokenEntry: { id: balance.accountId, number: balance.month, chainPosition: 0, reason: 'BALANCE_MISMATCH' },
    };
  }
  return { valid: true, checkedEntries: walk.checkedEntries, firstBrokenEntry: null };
}

/**
 * The monthly balance table recomputed from the journal lines (the month as the posting statement
 * files it: opening and closing entries apart): the first account and month whose kept totals differ.
 * Reports read that table, so an edited row would change them while the chain stays intact.
 */
async function firstWrongBalance(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
): Promise<{ accountId: string; month: string } | undefined> {
  const result = (await tx.execute(
    sql`
    with recomputed as (
      select line.account_id, line.sub_account_id,
        case when journal.type = 'OPENING' then ${OPENING_MONTH}
             when entry.source_type = 'CLOSING' then ${CLOSING_MONTH}
             else to_char(line.entry_date, 'YYYY-MM') end as month,
        sum(line.debit) as debit, sum(line.credit) as credit
      from ${journalLines} line
        join ${journalEntries} entry on entry.company_id = line.company_id and entry.id = line.entry_id
        join ${journals} journal on journal.company_id = entry.company_id and journal.id = entry.journal_id
      where line.company_id = ${companyId} and line.work_folder_id = ${workFolderId}
      group by 1, 2, 3
    ), kept as (
      select account_id, sub_account_id, month, debit, credit from ${accountBalances}
      where company_id = ${companyId} and work_folder_id = ${workFolderId}
    )
    select coalesce(recomputed.account_id, kept.account_id) as account_id,
      coalesce(recomputed.month, kept.month) as month
    from recomputed full join kept
      on kept.account_id = recomputed.account_id
      and kept.sub_account_id is not distinct from recomputed.sub_account_id
      and kept.month = recomputed.month
    where recomputed.debit is distinct from kept.debit or recomputed.credit is distinct from kept.credit
    order by 2, 1
    limit 1`,
  )) as unknown as { rows: { account_id: string; month: string }[] };
  const [wrong] = result.rows;
  return wrong ? { accountId: wrong.account_id, month: wrong.month } : undefined;
}

/** Checks the entries after `walk` in chain order, moving `walk` along; answers the first broken one. */
async function walkChain(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
  walk: ChainWalk,
): Promise<BrokenEntry | null> {
  for (;;) {
    const entries: WalkedEntry[] = await tx
      .select({ ...getTableColumns(journalEntries), postedAtText: postedAtText(journalEntries.postedAt) })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.companyId, companyId),
          eq(journalEntries.workFolderId, workFolderId),
          gt(journalEntries.chainPosition, walk.checkedEntries),
        ),
      )
      .orderBy(asc(journalEntries.chainPosition))
      .limit(BATCH_ENTRIES);
    if (entries.length === 0) return null;
    const lines = await tx
      .select()
      .from(journalLines)
      .where(
        and(
          eq(journalLines.companyId, companyId),
          inArray(
            journalLines.entryId,
            entries.map((entry) => entry.id),
          ),
        ),
      );
    for (const entry of entries) {
      const broken = (reason: string) => ({
        id: entry.id,
        number: entry.number,
        chainPosition: entry.chainPosition,
        reason,
      });
      if (entry.chainPosition !== walk.checkedEntries + 1) return broken('ENTRY_MISSING_BEFORE');
      if (entry.previousHash !== walk.previousHash) return broken('PREVIOUS_HASH_MISMATCH');
      if (entry.hashVersion < walk.hashVersion) return broken('HASH_VERSION_DOWNGRADED');
      const content = entryContentHash({
        ...entry,
        lines: lines
          .filter((line) => line.entryId === entry.id)
          .map((line) => ({ ...line, foreign: foreignAmountOf(line) })),
      });
      if (expectedLink(entry, walk.previousHash, content) !== entry.hash) return broken('CONTENT_CHANGED');
      walk.previousHash = entry.hash;
      walk.hashVersion = entry.hashVersion;
      walk.checkedEntries += 1;
    }
  }
}
