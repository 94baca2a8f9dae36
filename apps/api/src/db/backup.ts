import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { DatabaseHandle } from './client.ts';
import { withConnection } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import {
  appliedSchemaVersion,
  isKnownVersion,
  latestSchemaVersion,
  migrationsUpTo,
  type SchemaVersion,
} from './schema-version.ts';
import { applicationTables, insertBatch, type Queryable, readTableBatches, resetSequences } from './table-copy.ts';

/**
 * A backup file: gzip-compressed JSON lines. The first line says what it is and the schema version
 * of the data; then one line per batch of rows `{"table": …, "rows": [...]}`; the last line holds the
 * row count of every table, so a file cut short is refused.
 */
const FORMAT = 'bilan-backup';
const FORMAT_VERSION = 1;

interface Header {
  format: typeof FORMAT;
  formatVersion: number;
  schema: SchemaVersion;
  takenAt: string;
  tables: string[];
}

interface Trailer {
  end: true;
  rowCounts: Record<string, number>;
}

const BATCH_LINE = /^\{"table":("(?:[^"\\]|\\.)*"),"rows":(?=\[)/;

export class BackupRefused extends Error {}

/** Writes every table, read in one snapshot (a repeatable-read, read-only transaction), to `file`. */
export async function writeBackup(handle: DatabaseHandle, file: string): Promise<Record<string, number>> {
  return withConnection(handle.db, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    const partial = `${file}.partial`;
    try {
      const version = await appliedSchemaVersion(client);
      if (version === undefined || version === 'newer') {
        throw new BackupRefused('This database was not migrated by this version of Bilan.');
      }
      const tables = await applicationTables(client);
      const gzip = createGzip();
      const output = createWriteStream(partial, { mode: 0o600 });
      const finished = once(output, 'close');
      gzip.pipe(output);
      const write = async (line: string) => {
        if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
      };
      const header: Header = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        schema: version,
        takenAt: new Date().toISOString(),
        tables,
      };
      await write(JSON.stringify(header));
      const rowCounts: Record<string, number> = {};
      for (const table of tables) {
        rowCounts[table] = 0;
        for await (const batch of readTableBatches(client, table)) {
          rowCounts[table] += batch.count;
          await write(`{"table":${JSON.stringify(table)},"rows":${batch.json}}`);
        }
      }
      const trailer: Trailer = { end: true, rowCounts };
      await write(JSON.stringify(trailer));
      gzip.end();
      await finished;
      renameSync(partial, file);
      return rowCounts;
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    } finally {
      await client.query('rollback');
    }
  });
}

async function* backupLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) if (line) yield line;
}

export async function readBackupHeader(file: string): Promise<Header> {
  for await (const line of backupLines(file)) {
    const header = JSON.parse(line) as Partial<Header>;
    if (header.format !== FORMAT || header.formatVersion !== FORMAT_VERSION || !header.schema) {
      throw new BackupRefused(`${file} is not a Bilan backup.`);
    }
    return header as Header;
  }
  throw new BackupRefused(`${file} is empty.`);
}

/**
 * Loads a backup into an empty database: migrated to the backup's version, filled in one transaction
 * (triggers off: rows are restored as they were), checked row count by row count, then migrated to
 * the current version. A database holding tables, or a backup of a newer schema, is refused.
 */
export async function restoreBackup(handle: DatabaseHandle, file: string): Promise<Record<string, number>> {
  const header = await readBackupHeader(file);
  const latest = latestSchemaVersion();
  if (header.schema.index > latest.index || !isKnownVersion(header.schema)) {
    throw new BackupRefused(
      `${file} holds books of a newer schema (${header.schema.tag}) than this Bilan knows (${latest.tag}): restore it with that version or a later one.`,
    );
  }
  const existing = await withConnection(handle.db, (client) => applicationTables(client));
  if (existing.length > 0) throw new BackupRefused('The target database is not empty: restore into an empty one.');
  const migrations = migrationsUpTo(header.schema);
  try {
    await migrateDatabase(handle, migrations.folder);
  } finally {
    migrations.remove();
  }
  const restored = await withConnection(handle.db, async (client) => {
    await client.query('begin');
    try {
      await client.query('set local session_replication_role = replica');
      const counts = await loadLines(client, file);
      await resetSequences(client);
      await client.query('commit');
      return counts;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
  await migrateDatabase(handle);
  return restored;
}

async function loadLines(client: Queryable, file: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let trailer: Trailer | undefined;
  let first = true;
  for await (const line of backupLines(file)) {
    if (first) {
      first = false;
      continue;
    }
    if (trailer) throw new BackupRefused(`${file} has data after its end.`);
    if (line.startsWith('{"end":true')) {
      trailer = JSON.parse(line) as Trailer;
      continue;
    }
    // Rows stay text: a JSON number read by JavaScript would lose the digits of a large amount.
    const batch = BATCH_LINE.exec(line);
    if (!batch?.[1] || !line.endsWith('}')) throw new BackupRefused(`${file} is damaged.`);
    const table = JSON.parse(batch[1]) as string;
    counts[table] = (counts[table] ?? 0) + (await insertBatch(client, table, line.slice(batch[0].length, -1)));
  }
  if (!trailer) throw new BackupRefused(`${file} is cut short: it has no end line.`);
  for (const [table, count] of Object.entries(trailer.rowCounts)) {
    if ((counts[table] ?? 0) !== count)
      throw new BackupRefused(`${file}: table ${table} has ${counts[table] ?? 0} rows, ${count} expected.`);
  }
  return counts;
}
