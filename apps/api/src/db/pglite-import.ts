import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../lib/startup-error.ts';
import type { DatabaseHandle } from './client.ts';
import { withConnection } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { appliedSchemaVersion, migrationsUpTo } from './schema-version.ts';
import {
  applicationTables,
  insertBatch,
  type Queryable,
  readTableBatches,
  resetSequences,
  rowCounts,
} from './table-copy.ts';

interface Log {
  info(message: string): void;
}

/**
 * Books kept by an earlier Bilan in its embedded PGlite database (DATA_DIR/pglite) move into the
 * embedded PostgreSQL server at the first start: the new database is migrated to the PGlite
 * database's version, every table is copied in one transaction and checked row count by row count,
 * then the usual migrations bring it to the current version. The old folder is renamed, never deleted.
 */
export async function importPgliteDataDir(handle: DatabaseHandle, dataDir: string, log: Log): Promise<void> {
  const folder = join(dataDir, 'pglite');
  if (!existsSync(join(folder, 'PG_VERSION'))) return;
  const alreadyImported = await withConnection(handle.db, async (client) => {
    const { rows } = await client.query<{ present: boolean }>(
      `select to_regclass('public.company') is not null as present`,
    );
    if (!rows[0]?.present) return false;
    const companies = await client.query('select 1 from company limit 1');
    return (companies.rowCount ?? 0) > 0;
  });
  if (!alreadyImported) {
    log.info(`Moving the books of ${folder} (PGlite) into the embedded PostgreSQL server…`);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const source = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
    try {
      const counts = await copyFromPglite(handle, source as unknown as Queryable);
      const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
      log.info(`Copied ${total} rows of ${Object.keys(counts).length} tables from PGlite.`);
    } finally {
      await source.close();
    }
  }
  const renamed = `${folder}-imported-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  renameSync(folder, renamed);
  log.info(`The PGlite folder is kept as ${renamed}; it is no longer used.`);
}

async function copyFromPglite(handle: DatabaseHandle, source: Queryable): Promise<Record<string, number>> {
  const version = await appliedSchemaVersion(source);
  if (version === undefined) return {};
  if (version === 'newer') {
    throw new StartupError(
      'The PGlite database in DATA_DIR was written by a newer Bilan than this one.',
      'Start the newer version, or restore a backup made by this one.',
    );
  }
  const migrations = migrationsUpTo(version);
  try {
    await migrateDatabase(handle, migrations.folder);
  } finally {
    migrations.remove();
  }
  const tables = await applicationTables(source);
  return withConnection(handle.db, async (target) => {
    await target.query('begin');
    try {
      await target.query('set local session_replication_role = replica');
      await source.query('begin isolation level repeatable read');
      try {
        for (const table of tables) {
          await target.query(`delete from "${table.replaceAll('"', '""')}"`);
          for await (const batch of readTableBatches(source, table)) await insertBatch(target, table, batch.json);
        }
        const expected = await rowCounts(source, tables);
        const copied = await rowCounts(target, tables);
        const different = tables.filter((table) => expected[table] !== copied[table]);
        if (different.length > 0) throw new Error(`Row counts differ after the copy: ${different.join(', ')}`);
        await resetSequences(target);
        await target.query('commit');
        return copied;
      } finally {
        await source.query('rollback');
      }
    } catch (error) {
      await target.query('rollback');
      throw error;
    }
  });
}
