import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { companyWithBooks, tableDigests, trialBalance } from '../testing/books.ts';
import { createDraft, type LedgerCompany, verifyLedger } from '../testing/ledger-fixtures.ts';
import { call, createTestDatabase, type TestContext, testConfig } from '../testing/test-app.ts';
import { BackupRefused, restoreBackup, writeBackup } from './backup.ts';
import { openPostgres } from './client.ts';
import { latestSchemaVersion } from './schema-version.ts';

const scratch = mkdtempSync(join(tmpdir(), 'bilan-backup-test-'));
let source: TestContext & { url: string };
let company: LedgerCompany;

beforeAll(async () => {
  const url = await createTestDatabase();
  const handle = openPostgres(url);
  const app = await buildApp({ db: handle.db, config: testConfig(), logger: false });
  const close = async () => {
    await app.close();
    await handle.close();
  };
  source = { app, handle, config: testConfig(), url, close };
  company = await companyWithBooks(app);
  // A receipt on an entry: files live in the database, and the backup carries them byte for byte.
  const draft = await createDraft(app, company);
  const attached = await call(
    app,
    'POST',
    `/v1/accountings/companies/${company.companyId}/attachments`,
    {
      documentId: draft.id,
      fileName: 'receipt.pdf',
      content: Buffer.from('%PDF-1.7\n\x00\xff%%EOF').toString('base64'),
    },
    { token: company.token },
  );
  if (attached.statusCode !== 201) throw new Error(attached.body);
});
afterAll(async () => {
  await source.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table equal, and the restored books verify and balance as before', async () => {
    const file = join(scratch, 'books.bilan-backup');
    const written = await writeBackup(source.handle, file);
    expect(written.journal_line).toBeGreaterThanOrEqual(10);
    expect(written.attachment).toBe(1);

    const targetUrl = await createTestDatabase({ empty: true });
    const target = openPostgres(targetUrl);
    try {
      const restored = await restoreBackup(target, file);
      expect(restored).toEqual(Object.fromEntries(Object.entries(written).filter(([, count]) => count > 0)));
      expect(await tableDigests(targetUrl)).toEqual(await tableDigests(source.url));

      const app = await buildApp({ db: target.db, config: testConfig(), logger: false });
      expect(await verifyLedger(app, company)).toMatchObject({ valid: true });
      expect(await trialBalance(app, company)).toEqual(await trialBalance(source.app, company));
      // The restored books take new postings: nothing of the old ledger blocks the next number.
      const next = await call(
        app,
        'POST',
        `/v1/accountings/documents/workFolders/${company.workFolderId}`,
        {
          type: 'JOURNAL_ENTRY',
          date: `${company.year}-04-01`,
          label: 'After restore',
          lines: [
            { accountId: company.accounts['5211'], subAccountId: null, label: null, debit: '5', credit: null },
            { accountId: company.accounts['1013'], subAccountId: null, label: null, debit: null, credit: '5' },
          ],
        },
        { token: company.token },
      );
      expect(next.statusCode).toBe(201);
      await app.close();
    } finally {
      await target.close();
    }
  });

  it('refuses a database that is not empty, and a backup of a newer schema, writing nothing', async () => {
    const file = join(scratch, 'refused.bilan-backup');
    await writeBackup(source.handle, file);
    const busyUrl = await createTestDatabase();
    const busy = openPostgres(busyUrl);
    try {
      const before = await tableDigests(busyUrl);
      await expect(restoreBackup(busy, file)).rejects.toThrow(/not empty/);
      expect(await tableDigests(busyUrl)).toEqual(before);
    } finally {
      await busy.close();
    }

    const latest = latestSchemaVersion();
    const newer = join(scratch, 'newer.bilan-backup');
    const header = {
      format: 'bilan-backup',
      formatVersion: 1,
      schema: { index: latest.index + 1, tag: '9999_future' },
      takenAt: '',
      tables: [],
    };
    writeFileSync(newer, gzipSync(`${JSON.stringify(header)}\n{"end":true,"rowCounts":{}}\n`));
    const emptyUrl = await createTestDatabase({ empty: true });
    const empty = openPostgres(emptyUrl);
    try {
      await expect(restoreBackup(empty, newer)).rejects.toThrow(BackupRefused);
      await expect(restoreBackup(empty, newer)).rejects.toThrow(/newer schema/);
      expect(await tableDigests(emptyUrl)).toEqual({});
    } finally {
      await empty.close();
    }
  });
});
