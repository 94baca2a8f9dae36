#!/usr/bin/env node
// Runs the browser journeys: starts the app (`node scripts/start.mjs`) on a free port with a fresh
// DATA_DIR, waits for /health, runs e2e/*.e2e.ts with Node's test runner, then stops the app.
// With E2E_BASE_URL set, it runs against that app instead and starts nothing. File arguments pick journeys.
// The files run E2E_CONCURRENCY at a time (each signs up companies of its own), and share the list of
// screens axe found clean, so that a screen is checked once per run (e2e/accessibility.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 240_000;
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const answer = await fetch(`${baseUrl}/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl}/health did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

function stop(server) {
  if (!server || server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** All journeys, or only the files named on the command line (`node e2e/run.mjs e2e/sales.e2e.ts`). */
function runJourneys(baseUrl, checkedScreens) {
  const named = process.argv.slice(2);
  const files =
    named.length > 0
      ? named
      : readdirSync(join(root, 'e2e'))
          .filter((name) => name.endsWith('.e2e.ts'))
          .map((name) => join('e2e', name));
  return new Promise((resolve) => {
    // Node's usual reporter (spec in a terminal, TAP otherwise), then the time each file took.
    const reporters = [process.stdout.isTTY ? 'spec' : 'tap', './e2e/durations-reporter.mjs'].flatMap((reporter) => [
      `--test-reporter=${reporter}`,
      '--test-reporter-destination=stdout',
    ]);
    const args = ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, ...reporters, ...files];
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_AXE_CHECKED_DIR: checkedScreens },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let server = null;
let dataDir = null;
const checkedScreens = mkdtempSync(join(tmpdir(), 'bilan-e2e-axe-'));
let exitCode = 1;
try {
  let baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'bilan-e2e-'));
    baseUrl = `http://localhost:${port}`;
    console.log(`Starting the app on ${baseUrl} (DATA_DIR ${dataDir})…`);
    server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        // Every journey reloads the app's ~45 script chunks on each page.goto from one address, far
        // faster than a person: the default 600 requests a minute would answer 429 to a script chunk.
        RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '20000',
        // The journeys sign up some twenty companies from one address, several files at once.
        SIGNUPS_PER_MINUTE: process.env.SIGNUPS_PER_MINUTE ?? '1000',
      },
    });
  }
  await waitForHealth(baseUrl, server);
  exitCode = await runJourneys(baseUrl, checkedScreens);
} catch (error) {
  console.error(error);
} finally {
  await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(checkedScreens, { recursive: true, force: true });
}
process.exit(exitCode);
