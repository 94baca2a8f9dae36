#!/usr/bin/env node
// Runs the browser journeys: starts the app (`node scripts/start.mjs`) on a free port with a fresh
// DATA_DIR, waits for /health, runs e2e/*.e2e.ts with Node's test runner, then stops the app.
// With E2E_BASE_URL set, it runs against that app instead and starts nothing. File arguments pick journeys.
// The files run E2E_CONCURRENCY at a time (each signs up companies of its own), the longest first, and
// share the list of screens axe found clean, so that a screen is checked once per run (e2e/accessibility.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';
import durations from './durations-reporter.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 240_000;
/** A journey still running after this fails as timed out (node:test names it) instead of holding the run. */
const JOURNEY_TIMEOUT_MS = 30 * 60_000;
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);
/**
 * The journeys that take longest (the figures of e2e/durations-reporter.mjs), started first, longest
 * first: a long file started last would run on alone while the other lanes stand idle. The rest follow
 * in the order of their names. A list kept by hand: a file that grows long joins it.
 */
const LONGEST_FIRST = [
  'users.e2e.ts',
  'layout-lists.e2e.ts',
  'layout-reports.e2e.ts',
  'ledger.e2e.ts',
  'sales.e2e.ts',
  'matching.e2e.ts',
];

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
      const answer = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5_000) });
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

/** The journey files in the order they start: LONGEST_FIRST, then the others by name. */
function byStartOrder(files) {
  const rank = (file) => {
    const index = LONGEST_FIRST.indexOf(basename(file));
    return index === -1 ? LONGEST_FIRST.length : index;
  };
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * All journeys, or only the files named on the command line (`node e2e/run.mjs e2e/sales.e2e.ts`), by
 * node:test's `run`, which starts the files in the order given (`node --test` sorts them by name); each
 * file runs in a Node process of its own, which loads TypeScript through tsx (NODE_OPTIONS).
 */
async function runJourneys(baseUrl, checkedScreens) {
  const named = process.argv.slice(2);
  const files =
    named.length > 0
      ? named
      : readdirSync(join(root, 'e2e'))
          .filter((name) => name.endsWith('.e2e.ts'))
          .map((name) => join('e2e', name));
  // The journeys' processes inherit this environment, and this directory, where `tsx` resolves.
  process.chdir(root);
  Object.assign(process.env, {
    E2E_BASE_URL: baseUrl,
    E2E_AXE_CHECKED_DIR: checkedScreens,
    // The app writes its mails as .eml files there (no SMTP_URL): the journeys read them.
    ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}),
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--import tsx'].filter(Boolean).join(' '),
  });
  let failed = false;
  const stream = run({ files: byStartOrder(files), concurrency: CONCURRENCY, timeout: JOURNEY_TIMEOUT_MS });
  // As `node --test` does: a failed test fails the run, unless it is a todo.
  stream.on('test:fail', (data) => {
    if (data.todo === undefined || data.todo === false) failed = true;
  });
  // Node's usual reporter (spec in a terminal, TAP otherwise), then the time each file took.
  const print = async (reporter) => {
    for await (const chunk of stream.compose(reporter)) process.stdout.write(chunk);
  };
  await Promise.all([print(process.stdout.isTTY ? new spec() : tap), print(durations)]);
  return failed ? 1 : 0;
}

/**
 * The table of every screen axe checked in the run (the files e2e/accessibility.ts keeps in the shared
 * directory): blocking (critical or serious), moderate and minor findings by screen, then by rule.
 */
function printAxeSummary(directory) {
  const screens = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')))
    .sort((a, b) => a.screen.localeCompare(b.screen));
  if (screens.length === 0) return;
  const sum = (counts) => Object.values(counts).reduce((total, count) => total + count, 0);
  const byRule = new Map();
  const lines = screens.map((screen) => {
    for (const impact of ['blocking', 'moderate', 'minor']) {
      for (const [rule, count] of Object.entries(screen[impact])) {
        byRule.set(`${impact} ${rule}`, (byRule.get(`${impact} ${rule}`) ?? 0) + count);
      }
    }
    const cells = [sum(screen.blocking), sum(screen.moderate), sum(screen.minor)].map((n) => String(n).padStart(8));
    return `# ${cells.join(' ')}  ${screen.screen}`;
  });
  const totals = ['blocking', 'moderate', 'minor'].map((impact) =>
    String(screens.reduce((total, screen) => total + sum(screen[impact]), 0)).padStart(8),
  );
  console.log(`# axe summary: ${screens.length} screens and dialogs\n# blocking moderate    minor  screen`);
  console.log([...lines, `# ${totals.join(' ')}  (all screens)`].join('\n'));
  for (const [rule, count] of [...byRule].sort()) console.log(`#   ${rule}: ${count}`);
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
        PUBLIC_URL: baseUrl,
        // Listening as a LAN office does (README, HOST): web-speed.e2e.ts opens the app by the machine's
        // network address, as another computer of the office would.
        HOST: '0.0.0.0',
        SMTP_URL: '',
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
  printAxeSummary(checkedScreens);
} catch (error) {
  console.error(error);
} finally {
  await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(checkedScreens, { recursive: true, force: true });
}
process.exit(exitCode);
