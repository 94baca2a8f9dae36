import { createHash } from 'node:crypto';

export interface HashedEntryContent {
  number: string;
  journalId: string;
  entryOn: string;
  label: string;
  sourceType: string;
  sourceId: string | null;
  reversesEntryId: string | null;
  chainPosition: number;
  lines: ReadonlyArray<{
    lineNumber: number;
    accountId: string;
    subAccountId: string | null;
    label: string | null;
    debit: bigint;
    credit: bigint;
  }>;
}

/**
 * The hash of an entry chains it to the one before it in its work folder: changing, removing or
 * inserting any posted entry or line breaks every hash after it (DESIGN §10).
 */
export function entryHash(previousHash: string, entry: HashedEntryContent): string {
  const canonical = JSON.stringify([
    entry.chainPosition,
    entry.number,
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
  ]);
  return createHash('sha256').update(previousHash).update('\n').update(canonical).digest('hex');
}
