import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openPostgres, wrapPglite } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReferentials } from '../modules/referentials/referentials.seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    database: { kind: 'pglite'; templatePath: string } | { kind: 'postgres'; url: string };
  }
}

/**
 * One migrated and seeded database for the run. On PGlite it is dumped once and every test file
 * loads the dump (faster than migrating again); on PostgreSQL a fresh database is created and dropped.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (serverUrl) return setupPostgres(project, serverUrl);

  const directory = mkdtempSync(join(tmpdir(), 'bilan-test-'));
  const client = await createPglite();
  const handle = wrapPglite(client);
  await migrateDatabase(handle);
  await seedReferentials(handle.db);
  const dump = await client.dumpDataDir('none');
  const templatePath = join(directory, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('database', { kind: 'pglite', templatePath });
  return async () => rmSync(directory, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const name = `bilan_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  await migrateDatabase(handle);
  await seedReferentials(handle.db);
  await handle.close();
  project.provide('database', { kind: 'postgres', url: url.toString() });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
