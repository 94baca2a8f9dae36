import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import { TEST_API_KEY } from './test-app.ts';

/** The API as `npm start` runs it: its own process, its own DATA_DIR, an embedded PostgreSQL server. */
export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  output(): string;
}

const HEALTH_DEADLINE_MS = 300_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function spawnApi(
  dataDir: string,
  env: Record<string, string> = {},
  account: { uid: number; gid: number } | undefined = undefined,
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/server.ts')], {
    cwd: REPO_ROOT,
    ...account,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      API_KEYS: `${TEST_API_KEY},bilan-web`,
      RATE_LIMIT_PER_MINUTE: '100000',
      SIGNUPS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Resolves once /health answers 200; fails if the process exits first. No speed is asserted. */
export async function waitForHealth(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) {
      throw new Error(`the API exited (${api.child.exitCode ?? api.child.signalCode}): ${api.output()}`);
    }
    try {
      if ((await fetch(`${api.baseUrl}/health`, { signal: AbortSignal.timeout(5_000) })).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up after ${HEALTH_DEADLINE_MS / 1000} s waiting for /health to answer 200: ${api.output()}`);
}

export async function stopApi(api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill(signal);
  return api.exited;
}

/**
 * An object that answers `inject` over real HTTP, so the fixtures written for `app.inject`
 * (testing/test-app.ts, testing/ledger-fixtures.ts) drive a running API process.
 */
export function overHttp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const url = new URL(String(options.url), baseUrl);
    for (const [name, value] of Object.entries((options.query as Record<string, string>) ?? {})) {
      url.searchParams.set(name, value);
    }
    const headers = { ...(options.headers as Record<string, string>) };
    let body: string | undefined;
    if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] = 'application/json';
    }
    const answer = await fetch(url, { method: options.method as string, headers, body });
    const text = await answer.text();
    return {
      statusCode: answer.status,
      body: text,
      headers: Object.fromEntries(answer.headers),
      json: () => JSON.parse(text),
    } as unknown as LightMyRequestResponse;
  };
  return { inject } as unknown as FastifyInstance;
}

/** A connection to the running embedded server of a DATA_DIR: its port from postmaster.pid. */
export function embeddedClient(dataDir: string, database = 'bilan'): pg.Client {
  const port = Number(readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database });
}

/** The user id a process runs as (Linux /proc). */
export function processUid(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Uid:'));
  return Number(line?.split(/\s+/)[1]);
}

/** The postmaster's process id, from its pid file. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
}
