import { createHash } from 'node:crypto';

export interface HashedEntryContent {
  journalId: string;
  entryOn: string;
  label: string;
  sourceType: string;
  sourceId: string | null;
  reversesEntryId: string | null;
  lines: ReadonlyArray<{
    lineNumber: number;
    accountId: string;
    subAccountId: string | null;
    label: string | null;
    debit: bigint;
    credit: bigint;
  }>;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The hash of what an entry says: journal, date, label, source and every line. */
export function entryContentHash(entry: HashedEntryContent): string {
  return sha256(
    JSON.stringify([
      entry.journalId,
      entry.entryOn,
      entry.label,
      entry.sourceType,
      entry.sourceId,
      entry.reversesEntryId,
      [...entry.lines]
        .sort((a, b) => a.lineNumber - b.lineNumber)
        .map((line) => [
          line.lineNumber,
          line.accountId,
          line.subAccountId,
          line.label,
          line.debit.toString(),
          line.credit.toString(),
        ]),
    ]),
  );
}

/**
 * The link of an entry in its work folder's chain: changing, removing or inserting any posted entry
 * or line breaks every link after it (docs/architecture.md, Security and reliability). The posting statement computes the same value in
 * SQL (see CHAIN_HASH_SQL), since the number and position are only known under the folder lock.
 */
export function chainHash(previousHash: string, chainPosition: number, number: string, contentHash: string): string {
  return sha256(`${previousHash}:${chainPosition}:${number}:${contentHash}`);
}
