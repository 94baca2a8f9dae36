import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'bilan-server-test-'));
const port = 4700 + Math.floor(Math.random() * 200);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(): ChildProcess {
  const database = inject('database');
  return spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.kind === 'postgres' ? database.url : '',
    },
    stdio: 'ignore',
  });
}

async function health(): Promise<number> {
  for (let attempt = 0; attempt < 400; attempt++) {
    try {
      return (await fetch(`http://127.0.0.1:${port}/health`)).status;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return 0;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('server', () => {
  it('migrates, seeds and listens; stops cleanly on SIGTERM; starts again on the same data', async () => {
    for (const run of ['cold', 'warm']) {
      const child = startServer();
      expect(await health(), `${run} start answers /health`).toBe(200);
      const countries = await fetch(`http://127.0.0.1:${port}/v1/referentials/countries`, {
        headers: { 'x-api-key': 'bilan-web' },
      });
      expect(((await countries.json()) as unknown[]).length).toBe(18);
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited, `${run} server exits with 0 after SIGTERM`).toBe(0);
    }
  }, 60_000);
});
