import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodePassword } from '@bilan/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { overHttp, spawnApi, stopApi, waitForHealth } from '../testing/api-process.ts';
import { companyWithBooks, trialBalance } from '../testing/books.ts';
import { type LedgerCompany, verifyLedger } from '../testing/ledger-fixtures.ts';
import { call, TEST_PASSWORD } from '../testing/test-app.ts';

// As root the embedded server runs as `postgres`, which must be able to enter the folders above DATA_DIR.
const scratch = mkdtempSync(join(tmpdir(), 'bilan-backup-cli-test-'));
chmodSync(scratch, 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run backup / npm run restore', () => {
  it('backs up a running application with `npm run backup` and restores it into an empty DATA_DIR', async () => {
    const dataDir = join(scratch, 'running');
    const copyDir = join(scratch, 'copy');
    const file = join(scratch, 'running.bilan-backup');
    const api = await spawnApi(dataDir);
    let owner: LedgerCompany;
    try {
      await waitForHealth(api);
      owner = await companyWithBooks(overHttp(api.baseUrl));
      const backup = npm(['run', 'backup', '--', '--out', file], dataDir);
      expect(backup.status, backup.output).toBe(0);
      expect(await trialBalance(overHttp(api.baseUrl), owner)).toBeDefined();
    } finally {
      expect(await stopApi(api)).toBe(0);
    }
    const original = await startedOn(dataDir, owner);

    const restore = npm(['run', 'restore', '--', file], copyDir);
    expect(restore.status, restore.output).toBe(0);
    const again = npm(['run', 'restore', '--', file], copyDir);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/already holds books/);

    const copy = await startedOn(copyDir, owner);
    expect(copy.verify).toMatchObject({ valid: true });
    expect(copy.balance).toEqual(original.balance);
  }, 900_000);
});

function npm(args: string[], dataDir: string) {
  const result = spawnSync('npm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: REPO_ROOT },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts the API on a DATA_DIR, logs in as the owner and reads the folder's trial balance and chain. */
async function startedOn(dataDir: string, owner: LedgerCompany) {
  const api = await spawnApi(dataDir);
  try {
    await waitForHealth(api);
    const app = overHttp(api.baseUrl);
    const login = await call(app, 'POST', '/v1/auth/login/email', {
      email: owner.email,
      encodedPassword: encodePassword(TEST_PASSWORD),
      companyId: null,
      platform: 'WEB',
    });
    if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
    const token = login.json().token as string;
    return {
      balance: await trialBalance(app, owner, token),
      verify: await verifyLedger(app, { ...owner, token }),
    };
  } finally {
    expect(await stopApi(api)).toBe(0);
  }
}
