import type { LedgerVerification } from '@bilan/contract';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { GENESIS_HASH, workFolders } from '../work-folders/work-folders.table.ts';
import { chainHash, entryContentHash } from './entry-hash.ts';
import { journalEntries, journalLines } from './ledger.table.ts';

const BATCH_ENTRIES = 500;

/**
 * Walks the work folder's hash chain from its start and reports the first entry whose content or
 * link does not match: a line changed behind the append-only trigger, an entry removed or inserted.
 */
export async function verifyLedger(tx: Transaction, workFolderId: string): Promise<LedgerVerification> {
  let previousHash = GENESIS_HASH;
  let expectedPosition = 1;
  for (;;) {
    const entries = await tx
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.workFolderId, workFolderId), gt(journalEntries.chainPosition, expectedPosition - 1)))
      .orderBy(asc(journalEntries.chainPosition))
      .limit(BATCH_ENTRIES);
    if (entries.length === 0) break;
    const lines = await tx
      .select()
      .from(journalLines)
      .where(
        inArray(
          journalLines.entryId,
          entries.map((entry) => entry.id),
        ),
      );
    for (const entry of entries) {
      const broken = (reason: string) => ({
        valid: false,
        checkedEntries: expectedPosition - 1,
        firstBrokenEntry: { id: entry.id, number: entry.number, chainPosition: entry.chainPosition, reason },
      });
      if (entry.chainPosition !== expectedPosition) return broken('ENTRY_MISSING_BEFORE');
      if (entry.previousHash !== previousHash) return broken('PREVIOUS_HASH_MISMATCH');
      const content = entryContentHash({ ...entry, lines: lines.filter((line) => line.entryId === entry.id) });
      const recomputed = chainHash(previousHash, entry.chainPosition, entry.number, content);
      if (recomputed !== entry.hash) return broken('CONTENT_CHANGED');
      previousHash = entry.hash;
      expectedPosition += 1;
    }
  }
  const [folder] = await tx
    .select({ head: workFolders.chainHeadHash, count: workFolders.postedEntryCount })
    .from(workFolders)
    .where(eq(workFolders.id, workFolderId));
  const checkedEntries = expectedPosition - 1;
  if (folder && (folder.head !== previousHash || folder.count !== checkedEntries)) {
    return {
      valid: false,
      checkedEntries,
      firstBrokenEntry: { id: '', number: '', chainPosition: checkedEntries + 1, reason: 'ENTRIES_MISSING_AT_END' },
    };
  }
  return { valid: true, checkedEntries, firstBrokenEntry: null };
}
