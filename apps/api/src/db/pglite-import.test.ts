import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodePassword } from '@bilan/contract';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { chainHash, entryContentHash, type HashedEntryContent } from '../modules/ledger/entry-hash.ts';
import { GENESIS_HASH } from '../modules/work-folders/work-folders.table.ts';
import { overHttp, spawnApi, stopApi, waitForHealth } from '../testing/api-process.ts';
import { companyWithBooks, trialBalance } from '../testing/books.ts';
import { type LedgerCompany, verifyLedger } from '../testing/ledger-fixtures.ts';
import { call, createTestDatabase, TEST_PASSWORD, testConfig } from '../testing/test-app.ts';
import { openPostgres } from './client.ts';
import { migrationsUpTo } from './schema-version.ts';
import { applicationTables, insertBatch, type Queryable, readTableBatches, rowCounts } from './table-copy.ts';

/*
 * A DATA_DIR of the previous version: its books in an embedded PGlite database under DATA_DIR/pglite,
 * at that version's schema (migration 0011). It is built here the way that version built it (PGlite
 * with pg_trgm, Drizzle's PGlite migrator), filled with books made through the API, then the real
 * start-up moves it into the embedded PostgreSQL server.
 */
const PREVIOUS_VERSION = { index: 11, tag: '0011_membership_changes' };

// As root the embedded server runs as `postgres`, which must be able to enter the folders above DATA_DIR.
const scratch = mkdtempSync(join(tmpdir(), 'bilan-pglite-import-'));
chmodSync(scratch, 0o755);
let company: LedgerCompany;
let expectedBalance: unknown;
let expectedCounts: Record<string, number>;

beforeAll(async () => {
  const url = await createTestDatabase();
  const handle = openPostgres(url);
  const app = await buildApp({ db: handle.db, config: testConfig(), logger: false });
  company = await companyWithBooks(app);
  expectedBalance = await trialBalance(app, company);
  await app.close();
  await handle.close();
  expectedCounts = await buildPgliteDataDir(url, join(scratch, 'data', 'pglite'));
}, 600_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function buildPgliteDataDir(sourceUrl: string, folder: string): Promise<Record<string, number>> {
  mkdirSync(folder, { recursive: true });
  const pglite = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
  const migrations = migrationsUpTo(PREVIOUS_VERSION);
  try {
    await migrate(drizzle(pglite), { migrationsFolder: migrations.folder });
  } finally {
    migrations.remove();
  }
  const source = new pg.Client({ connectionString: sourceUrl });
  await source.connect();
  const target = pglite as unknown as Queryable;
  try {
    await source.query('begin isolation level repeatable read');
    await target.query('begin');
    await target.query('set local session_replication_role = replica');
    const tables = await applicationTables(target);
    for (const table of tables) {
      for await (const batch of readTableBatches(source, table)) await insertBatch(target, table, batch.json);
    }
    await relinkAsVersion1(target);
    await target.query('commit');
    return await rowCounts(target, tables);
  } finally {
    await source.end();
    await pglite.close();
  }
}

/**
 * The books were posted by this version, whose chain links are version 2 (entry-hash.ts); that version
 * linked its entries with version 1, which its schema has no column to tell. Relinks every folder so.
 */
async function relinkAsVersion1(target: Queryable): Promise<void> {
  const folders = await target.query<{ id: string }>('select id from work_folder');
  for (const folder of folders.rows) {
    const entries = await target.query<HashedEntryContent & { id: string; number: string; position: number }>(
      `select id, number, chain_position as position, journal_id as "journalId", entry_date::text as "entryOn",
         label, source_type as "sourceType", source_id as "sourceId", reverses_entry_id as "reversesEntryId"
       from journal_entry where work_folder_id = $1 order by chain_position`,
      [folder.id],
    );
    let previous = GENESIS_HASH;
    for (const entry of entries.rows) {
      const lines = await target.query<{
        lineNumber: number;
        accountId: string;
        subAccountId: string | null;
        label: string | null;
        debit: string;
        credit: string;
      }>(
        `select line_number as "lineNumber", account_id as "accountId", sub_account_id as "subAccountId", label,
           debit::text as debit, credit::text as credit from journal_line where entry_id = $1`,
        [entry.id],
      );
      const content = entryContentHash({
        ...entry,
        lines: lines.rows.map((line) => ({ ...line, debit: BigInt(line.debit), credit: BigInt(line.credit) })),
      });
      const hash = chainHash(previous, entry.position, entry.number, content);
      await target.query('update journal_entry set previous_hash = $1, hash = $2 where id = $3', [
        previous,
        hash,
        entry.id,
      ]);
      previous = hash;
    }
    await target.query('update work_folder set chain_head_hash = $1 where id = $2', [previous, folder.id]);
  }
}

describe('the PGlite folder of an earlier version', () => {
  it('moves into the embedded PostgreSQL server at the first start: every row, the same balances, a valid chain', async () => {
    const dataDir = join(scratch, 'data');
    expect(expectedCounts.journal_line).toBeGreaterThanOrEqual(10);
    const api = await spawnApi(dataDir, { LOG_LEVEL: 'info' });
    try {
      await waitForHealth(api);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      const kept = readdirSync(dataDir).filter((name) => name.startsWith('pglite-imported-'));
      expect(kept).toHaveLength(1);
      expect(existsSync(join(dataDir, kept[0] ?? '', 'PG_VERSION'))).toBe(true);

      const app = overHttp(api.baseUrl);
      const login = await call(app, 'POST', '/v1/auth/login/email', {
        email: company.email,
        encodedPassword: encodePassword(TEST_PASSWORD),
        companyId: null,
        platform: 'WEB',
      });
      expect(login.statusCode, login.body).toBe(200);
      const token = login.json().token as string;
      expect(await verifyLedger(app, { ...company, token })).toMatchObject({ valid: true });
      expect(await trialBalance(app, company, token)).toEqual(expectedBalance);
    } finally {
      expect(await stopApi(api), api.output()).toBe(0);
    }
    // A second start finds nothing more to move and keeps the books.
    const again = await spawnApi(dataDir);
    try {
      await waitForHealth(again);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite-imported-'))).toHaveLength(1);
    } finally {
      expect(await stopApi(again)).toBe(0);
    }
  }, 900_000);
});
