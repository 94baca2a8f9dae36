import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ApiProcess,
  embeddedClient,
  overHttp,
  postmasterPid,
  spawnApi,
  stopApi,
  waitForHealth,
} from '../testing/api-process.ts';
import {
  changeState,
  createDraft,
  type LedgerCompany,
  ledgerCompany,
  verifyLedger,
} from '../testing/ledger-fixtures.ts';

/*
 * The books survive a crash: validations are fired by several clients while the API process is killed
 * with SIGKILL five times (the last time its PostgreSQL server with it); after each restart every
 * validation that was answered 200 is in the journal under the number it was answered with, the
 * numbers have no gap and the hash chain verifies.
 */

// As root the embedded server runs as `postgres`, which must be able to enter the folders above DATA_DIR.
const dataDir = mkdtempSync(join(tmpdir(), 'bilan-durability-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CLIENTS = 4;
const DRAFTS_PER_ROUND = 24;
const ACKS_BEFORE_KILL = 8;
const KILLS = 5;

async function started(): Promise<ApiProcess> {
  const api = await spawnApi(dataDir);
  await waitForHealth(api);
  return api;
}

describe('durability', () => {
  it('keeps every acknowledged validation across kill -9 of the API and of its server', async () => {
    let api = await started();
    const company: LedgerCompany = await ledgerCompany(overHttp(api.baseUrl));
    const acknowledged = new Map<string, string>();

    for (let round = 1; round <= KILLS; round += 1) {
      const app = overHttp(api.baseUrl);
      const drafts: Array<{ id: string }> = [];
      for (let index = 0; index < DRAFTS_PER_ROUND; index += 1) {
        drafts.push(
          await createDraft(app, company, [
            { account: '5211', debit: String(1000 * round + index) },
            { account: '1013', credit: String(1000 * round + index) },
          ]),
        );
      }
      const killAt = acknowledged.size + ACKS_BEFORE_KILL;
      const killServerToo = round === KILLS;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        const serverPid = postmasterPid(dataDir);
        api.child.kill('SIGKILL');
        if (killServerToo) process.kill(serverPid, 'SIGKILL');
      };
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_client, offset) => {
          for (let index = offset; index < drafts.length && !killed; index += CLIENTS) {
            const draft = drafts[index];
            if (!draft) continue;
            try {
              const answer = await changeState(app, company, draft.id, 'VALIDATED');
              if (answer.statusCode === 200) acknowledged.set(draft.id, answer.json().number);
            } catch {
              // The process was killed under this request: not acknowledged, whatever became of it.
            }
            if (acknowledged.size >= killAt) kill();
          }
        }),
      );
      expect(killed, `round ${round} reached its kill`).toBe(true);
      await api.exited;
      api = await started();
    }

    const client = embeddedClient(dataDir);
    await client.connect();
    const { rows } = await client.query<{ sourceId: string; number: string }>(
      `select source_id as "sourceId", number from journal_entry where work_folder_id = $1 order by chain_position`,
      [company.workFolderId],
    );
    await client.end();
    const posted = new Map(rows.map((row) => [row.sourceId, row.number]));
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * ACKS_BEFORE_KILL);
    for (const [documentId, number] of acknowledged) expect(posted.get(documentId), documentId).toBe(number);
    const counters = rows.map((row) => Number(row.number.split('-').at(-1)));
    expect(counters).toEqual(counters.map((_counter, index) => index + 1));
    expect(await verifyLedger(overHttp(api.baseUrl), company)).toMatchObject({ valid: true });
    expect(await stopApi(api)).toBe(0);
  }, 900_000);
});
