import { createHash } from 'node:crypto';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

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
    foreign?: { currency: string; amount: bigint } | null;
  }>;
}

/** A posted line's currency and foreign amount together, or null on a line in the company's currency. */
export function foreignAmountOf(line: {
  currency: string | null;
  amountCurrency: bigint | null;
}): { currency: string; amount: bigint } | null {
  return line.currency !== null && line.amountCurrency !== null
    ? { currency: line.currency, amount: line.amountCurrency }
    : null;
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
          // A foreign amount is hashed only where there is one, so every line posted before currencies
          // (and every line in the company's currency) keeps the hash it had.
          ...(line.foreign ? [line.foreign.currency, line.foreign.amount.toString()] : []),
        ]),
    ]),
  );
}

/** The chain link formula of the entries the posting statement appends now (column `hash_version`). */
export const HASH_VERSION = 2;

/**
 * The link of an entry in its work folder's chain, version 1 (entries posted before migration 0039):
 * changing, removing or inserting any posted entry or line breaks every link after it
 * (docs/architecture.md, Security and reliability).
 */
export function chainHash(previousHash: string, chainPosition: number, number: string, contentHash: string): string {
  return sha256(`${previousHash}:${chainPosition}:${number}:${contentHash}`);
}

/** Who posted an entry and when, as the chain link version 2 hashes them. */
export interface PostingStamp {
  postedBy: string | null;
  /** `posted_at` in UTC to the microsecond, as `postedAtText` spells it. */
  postedAtText: string;
}

/**
 * The link of an entry, version 2: version 1's content and place plus who posted it and when, so
 * rewriting `posted_by` or `posted_at` breaks the chain too. The posting statement computes the same
 * value in SQL (posting-statement.ts), since the number, position and time are only known under the
 * folder lock; the `v2:` prefix keeps a version 2 link from ever equalling a version 1 link.
 */
export function chainHashV2(
  previousHash: string,
  chainPosition: number,
  number: string,
  contentHash: string,
  stamp: PostingStamp,
): string {
  return sha256(
    `v2:${previousHash}:${chainPosition}:${number}:${contentHash}:${stamp.postedBy ?? ''}:${stamp.postedAtText}`,
  );
}

/**
 * A timestamp as the chain hashes it: UTC, to the microsecond PostgreSQL keeps (a JavaScript Date
 * would drop the last three digits, and a rewrite of them would go unseen).
 */
export function postedAtText(timestamp: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
