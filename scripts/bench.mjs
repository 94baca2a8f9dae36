// `npm run bench`: prints start-up times, signup/login latency and the web bundle sizes, then the
// figures of its parts (ledger, search, matching, reconciliation, statement files); with
// `--companies N`, only the many-companies bench (bench-companies.mjs).
// Figures, not assertions. The API runs from its bundle, as `npm start` runs it (built here first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchWithin, stopChild } from './bounded.mjs';
import { API_BUNDLE, buildApi } from './build-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = 4300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bilan-bench-'));
const SAMPLES = 50;

function startServer() {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNUPS_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, startedAt };
}

async function waitForHealth(startedAt, timeoutMs = 60_000) {
  while (performance.now() - startedAt < timeoutMs) {
    try {
      const response = await fetchWithin(`${base}/health`, {}, 5_000);
      if (response.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up after ${timeoutMs / 1000} s waiting for ${base}/health to answer 200`);
}

const stop = (child) => stopChild(child);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(0)} ms`;
const encode = (text) => Buffer.from(text, 'utf8').toString('base64');
const headers = {
  'content-type': 'application/json',
  'x-api-key': 'bilan-web',
  cookie: 'XSRF-TOKEN=bench',
  'x-xsrf-token': 'bench',
};

async function timed(samples, request) {
  const durations = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    const response = await request(index);
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    durations.push(performance.now() - started);
  }
  return durations;
}

// `--companies N` is a bench of its own (bench-companies.mjs): one company among N others, nothing else.
if (process.argv.includes('--companies')) {
  await buildApi();
  const { benchCompanies } = await import('./bench-companies.mjs');
  await benchCompanies();
  process.exit(0);
}

// The web part and the bundle figures need the web build: made here when missing, as `npm start` does.
if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app for its figures…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@bilan/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await buildApi();
try {
  const cold = startServer();
  const coldMs = await waitForHealth(cold.startedAt);
  await stop(cold.child);
  const warm = startServer();
  const warmMs = await waitForHealth(warm.startedAt);
  console.log(`first start to /health 200 (empty DATA_DIR, initdb included): ${ms(coldMs)} (target ≤ 6000 ms)`);
  console.log(`warm start to /health 200: ${ms(warmMs)} (target ≤ 1500 ms)`);

  const password = encode('Bench#2026');
  const run = Date.now().toString(36);
  const signups = await timed(SAMPLES, (index) =>
    fetchWithin(`${base}/v1/companies`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Bench ${run} ${index}`,
        countryCode: 'CM',
        typeCode: 'SARL',
        domainAreaCode: 'G',
        taxSystemCode: 'REEL',
        ownerFirstName: 'Bench',
        ownerLastName: 'Mark',
        ownerEmail: `bench-${run}-${index}@example.cm`,
        ownerEncodedPassword: password,
        confirmEncodedPassword: password,
      }),
    }),
  );
  const logins = await timed(SAMPLES, (index) =>
    fetchWithin(`${base}/v1/auth/login/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: `bench-${run}-${index}@example.cm`,
        encodedPassword: password,
        companyId: null,
        platform: 'WEB',
      }),
    }),
  );
  console.log(`signup latency over ${SAMPLES}: p50 ${ms(percentile(signups, 50))}, p99 ${ms(percentile(signups, 99))}`);
  console.log(`login latency over ${SAMPLES}: p50 ${ms(percentile(logins, 50))}, p99 ${ms(percentile(logins, 99))}`);
  if (existsSync(join(root, 'apps/web/dist/index.html'))) {
    const { benchWeb } = await import('./bench-web.mjs');
    await benchWeb(base);
  }
  await stop(warm.child);

  const manifest = join(root, 'apps/web/dist/.vite/manifest.json');
  if (existsSync(manifest)) {
    const { bundleSizes } = await import('../apps/web/scripts/bundle-sizes.mjs');
    const sizes = bundleSizes();
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`JS loaded by /auth/login (gzip): ${kb(sizes.loginTotalBytes)} (budget ${kb(sizes.loginBudgetBytes)})`);
    for (const area of sizes.areas) console.log(`lazy chunk ${area.route}: ${kb(area.withImportsBytes)} gzip`);
  } else {
    console.log('apps/web/dist is missing: run `npm run build` for the bundle figures.');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const { benchLedger } = await import('./bench-ledger.mjs');
await benchLedger();

const { benchSearch } = await import('./bench-search.mjs');
await benchSearch();

const { benchMatching } = await import('./bench-matching.mjs');
await benchMatching();

const { benchStatements } = await import('./bench-statements.mjs');
await benchStatements();

const { benchStatementFiles } = await import('./bench-statement-files.mjs');
await benchStatementFiles();
