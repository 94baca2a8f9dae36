import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column` matches a LIKE `pattern` with case and accents ignored on both sides ("zebulon" finds
 * "Zébulon"), by `bilan_fold` of migration 0018 (docs/decisions/0013-company-language-and-search.md),
 * the function the trigram indexes are built on.
 */
export function foldedLike(column: AnyColumn | SQL, pattern: string): SQL {
  return sql`bilan_fold(${column}) like bilan_fold(${pattern})`;
}

/** The text as a LIKE pattern fragment: its own %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
