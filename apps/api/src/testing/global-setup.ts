import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { startEmbeddedServer } from '../db/embedded-server.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReferentials } from '../modules/referentials/referentials.seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's server: a URL of its maintenance database, and the migrated, seeded template to copy. */
    database: { adminUrl: string; template: string; prefix: string };
  }
}

/**
 * One PostgreSQL server for the run: an embedded one this run starts in a scratch DATA_DIR, or the
 * server of TEST_DATABASE_URL when TEST_DB=postgres. One database is migrated and seeded once, as a
 * template; every test context gets a fresh copy of it (testing/test-app.ts), all dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let dataDir: string | undefined;
  let stopServer = async () => {};
  let adminUrl: string;
  if (serverUrl) {
    adminUrl = serverUrl;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'bilan-test-'));
    const server = await startEmbeddedServer({ dataDir });
    adminUrl = server.url('postgres');
    stopServer = server.stop;
  }
  const prefix = `bilan_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const handle = openPostgres(urlOf(adminUrl, template));
  await migrateDatabase(handle);
  await seedReferentials(handle.db);
  await handle.close();
  project.provide('database', { adminUrl, template, prefix });
  return async () => {
    try {
      const { rows } = await admin.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    } finally {
      await stopServer();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

export function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
