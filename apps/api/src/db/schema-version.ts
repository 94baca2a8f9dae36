import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from './migrate.ts';
import type { Queryable } from './table-copy.ts';

/** A database's schema version: the last committed migration applied to it. */
export interface SchemaVersion {
  index: number;
  tag: string;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

function readJournal(migrationsFolder = MIGRATIONS_DIR): Journal {
  return JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
}

export function latestSchemaVersion(): SchemaVersion {
  const last = readJournal().entries.at(-1);
  if (!last) throw new Error('No committed migration');
  return { index: last.idx, tag: last.tag };
}

/**
 * The version of a database, read from Drizzle's migration table (its `created_at` is the journal's
 * `when`); undefined for a database never migrated, `newer` for one migrated by a later Bilan.
 */
export async function appliedSchemaVersion(source: Queryable): Promise<SchemaVersion | 'newer' | undefined> {
  const { rows: found } = await source.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!found[0]?.present) return undefined;
  const { rows } = await source.query<{ createdAt: string }>(
    'select created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const createdAt = rows[0]?.createdAt;
  if (createdAt === undefined) return undefined;
  const entry = readJournal().entries.find((candidate) => String(candidate.when) === createdAt);
  return entry ? { index: entry.idx, tag: entry.tag } : 'newer';
}

export function isKnownVersion(version: SchemaVersion): boolean {
  return readJournal().entries.some((entry) => entry.idx === version.index && entry.tag === version.tag);
}

/**
 * A migrations folder holding the committed migrations up to `version` only, so a database can be
 * brought to the version of the data about to be loaded into it, and migrated further afterwards.
 */
export function migrationsUpTo(version: SchemaVersion): { folder: string; remove(): void } {
  const journal = readJournal();
  const folder = mkdtempSync(join(tmpdir(), 'bilan-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.filter((entry) => entry.idx <= version.index);
  for (const entry of entries) copyFileSync(join(MIGRATIONS_DIR, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
