import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { companyWithBooks, tableDigests, trialBalance } from '../testing/books.ts';
import { type LedgerCompany, verifyLedger } from '../testing/ledger-fixtures.ts';
import { createTestDatabase, testConfig } from '../testing/test-app.ts';
import { type DatabaseHandle, openPostgres, withConnection } from './client.ts';
import { distributionProblems } from './distribution-rules.ts';
import { migrateDatabase } from './migrate.ts';
import { migrationsUpTo } from './schema-version.ts';
import { applicationTables, insertBatch, readTableBatches } from './table-copy.ts';

const BEFORE_COMPANY_KEYS = { index: 47, tag: '0047_currency_revaluation_tenancy' };

/** Every row of `from` into `to`, triggers and foreign keys off, as a restore writes them. */
async function copyRows(from: DatabaseHandle, to: DatabaseHandle): Promise<void> {
  await withConnection(from.db, (reader) =>
    withConnection(to.db, async (writer) => {
      await reader.query('begin isolation level repeatable read read only');
      await writer.query('begin');
      await writer.query('set local session_replication_role = replica');
      for (const table of await applicationTables(reader)) {
        for await (const batch of readTableBatches(reader, table)) await insertBatch(writer, table, batch.json);
      }
      await writer.query('commit');
      await reader.query('commit');
    }),
  );
}

/** Rows per table, read from the digests (`count:md5`). */
function rowCounts(digests: Record<string, string>): Record<string, number> {
  return Object.fromEntries(Object.entries(digests).map(([table, digest]) => [table, Number(digest.split(':')[0])]));
}

describe('migration company_keys', () => {
  let books: { url: string; handle: DatabaseHandle; companies: LedgerCompany[] };
  beforeAll(async () => {
    const url = await createTestDatabase();
    const handle = openPostgres(url);
    const app = await buildApp({ db: handle.db, config: testConfig(), logger: false });
    const companies = [await companyWithBooks(app), await companyWithBooks(app)];
    await app.close();
    books = { url, handle, companies };
  });
  afterAll(() => books.handle.close());

  it('keeps every row and both trial balances of books written before it', async () => {
    const sourceApp = await buildApp({ db: books.handle.db, config: testConfig(), logger: false });
    const balancesBefore = await Promise.all(books.companies.map((company) => trialBalance(sourceApp, company)));
    await sourceApp.close();

    // The books as an earlier version held them: its schema, the same rows.
    const earlierUrl = await createTestDatabase({ empty: true });
    const earlier = openPostgres(earlierUrl);
    const folder = migrationsUpTo(BEFORE_COMPANY_KEYS);
    try {
      await migrateDatabase(earlier, folder.folder);
      await copyRows(books.handle, earlier);
      const digestsBefore = await tableDigests(earlierUrl);
      // Tables added by later migrations are compared by their absence: empty in these books, nothing lost.
      const earlierTables = Object.keys(digestsBefore);
      const ofEarlierTables = (digests: Record<string, string>) =>
        Object.fromEntries(Object.entries(digests).filter(([table]) => earlierTables.includes(table)));
      const source = await tableDigests(books.url);
      expect(digestsBefore).toEqual(ofEarlierTables(source));
      const laterWithRows = Object.entries(source).filter(
        ([table, digest]) => !earlierTables.includes(table) && !digest.startsWith('0:'),
      );
      expect(laterWithRows).toEqual([]);
      expect(rowCounts(digestsBefore).journal_line).toBeGreaterThanOrEqual(20);
      expect(await distributionProblems(earlier.db)).not.toEqual([]);

      await migrateDatabase(earlier);

      expect(await distributionProblems(earlier.db)).toEqual([]);
      const digestsAfter = ofEarlierTables(await tableDigests(earlierUrl));
      expect(rowCounts(digestsAfter)).toEqual(rowCounts(digestsBefore));
      expect(digestsAfter).toEqual(digestsBefore);
      const app = await buildApp({ db: earlier.db, config: testConfig(), logger: false });
      try {
        for (const [index, company] of books.companies.entries()) {
          expect(await trialBalance(app, company)).toEqual(balancesBefore[index]);
          expect(await verifyLedger(app, company)).toMatchObject({ valid: true });
        }
      } finally {
        await app.close();
      }
    } finally {
      folder.remove();
      await earlier.close();
    }
  });
});
