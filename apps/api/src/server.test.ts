import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedClient, postmasterPid, processUid, spawnApi, stopApi, waitForHealth } from './testing/api-process.ts';

// As root the embedded server runs as `postgres`, which must be able to enter the folders above DATA_DIR.
const scratch = mkdtempSync(join(tmpdir(), 'bilan-server-test-'));
chmodSync(scratch, 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function countries(baseUrl: string): Promise<number> {
  const answer = await fetch(`${baseUrl}/v1/referentials/countries`, { headers: { 'x-api-key': 'bilan-web' } });
  return ((await answer.json()) as unknown[]).length;
}

describe('server on its embedded PostgreSQL', () => {
  const dataDir = join(scratch, 'data');

  it('initialises its cluster, migrates, seeds and listens; stops on SIGTERM; starts again on the same data', async () => {
    for (const run of ['first', 'second']) {
      const api = await spawnApi(dataDir);
      await waitForHealth(api);
      expect(await countries(api.baseUrl), `${run} start serves the referentials`).toBe(18);
      expect(await stopApi(api), `${run} start exits with 0 after SIGTERM`).toBe(0);
    }
    expect(statSync(join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
  }, 600_000);

  it('runs a durable server on loopback only', async () => {
    const api = await spawnApi(dataDir);
    try {
      await waitForHealth(api);
      const client = embeddedClient(dataDir);
      await client.connect();
      const settings: Record<string, string> = {};
      for (const name of ['fsync', 'synchronous_commit', 'full_page_writes', 'autovacuum', 'listen_addresses']) {
        settings[name] = (await client.query(`show ${name}`)).rows[0][name];
      }
      const encoding = (await client.query('show server_encoding')).rows[0].server_encoding;
      const version = Number((await client.query('show server_version_num')).rows[0].server_version_num);
      await client.end();
      expect(settings).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        full_page_writes: 'on',
        autovacuum: 'on',
        listen_addresses: '127.0.0.1',
      });
      expect(encoding).toBe('UTF8');
      expect(Math.floor(version / 10000)).toBe(17);
    } finally {
      await stopApi(api);
    }
  }, 600_000);

  it('refuses a second server on a DATA_DIR in use, and the first keeps running', async () => {
    const first = await spawnApi(dataDir);
    try {
      await waitForHealth(first);
      const second = await spawnApi(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/Bilan cannot start: DATA_DIR .* is already in use by Bilan \(process \d+\)\./);
      expect(await countries(first.baseUrl)).toBe(18);
    } finally {
      expect(await stopApi(first)).toBe(0);
    }
  }, 600_000);

  it('exits with 1 and one line naming the cause and the fix when DATA_DIR cannot be written', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const api = await spawnApi(join(file, 'data'));
    expect(await api.exited).toBe(1);
    const lines = api.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Bilan cannot start: DATA_DIR .*a-file\/data is not writable \(ENOTDIR\)\. Set DATA_DIR/);
  }, 600_000);

  it('starts as an ordinary user too, its PostgreSQL server running as that user', async () => {
    // Run as root (CI, containers) the test starts the API as `nobody`; run as an ordinary user, as that user.
    const account = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
    const ownDataDir = join(scratch, 'ordinary-user');
    mkdirSync(ownDataDir);
    if (account) chownSync(ownDataDir, account.uid, account.gid);
    const api = await spawnApi(ownDataDir, {}, account);
    try {
      await waitForHealth(api);
      expect(await countries(api.baseUrl)).toBe(18);
      const expectedUid = account?.uid ?? process.getuid?.();
      expect(processUid(api.child.pid as number)).toBe(expectedUid);
      expect(processUid(postmasterPid(ownDataDir))).toBe(expectedUid);
    } finally {
      expect(await stopApi(api)).toBe(0);
    }
  }, 600_000);
});
