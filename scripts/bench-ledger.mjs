// Ledger figures for `npm run bench`: validations per second over HTTP with 1 and 8 concurrent
// clients, and the time to read a 500-line journal page from a work folder of 1,000,000 lines.
// Runs on the embedded PostgreSQL server (the default of `npm start`), and on the PostgreSQL server of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) when set. BENCH_DATABASES=embedded or =postgres picks one;
// BENCH_ONLY=validations stops after the validation figures.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fetchWithin, stopChild } from './bounded.mjs';
import { API_BUNDLE, buildApi } from './build-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const linesArgument = process.argv.indexOf('--lines');
const LINES = Number(
  (linesArgument > 0 ? process.argv[linesArgument + 1] : undefined) ?? process.env.BENCH_LINES ?? 1_000_000,
);
const DRAFTS_PER_RUN = Number(process.env.BENCH_DRAFTS ?? 600);
const headers = {
  'content-type': 'application/json',
  'x-api-key': 'bilan-web',
  cookie: 'XSRF-TOKEN=b',
  'x-xsrf-token': 'b',
};

/** A duration in milliseconds as the benches print it, to a tenth. */
export const durationText = (milliseconds) => milliseconds.toFixed(1);

export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

export function startServer(env) {
  const port = 4600 + Math.floor(Math.random() * 300);
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--enable-source-maps',
      API_BUNDLE,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SIGNUPS_PER_MINUTE: '100000',
        RATE_LIMIT_PER_MINUTE: '10000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

/** Waits for the server's /health, at most 60 s (and 5 s per call). */
export async function waitFor(base) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    try {
      if ((await fetchWithin(`${base}/health`, {}, 5_000)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up after 60 s waiting for ${base}/health to answer 200`);
}

export const stop = (child) => stopChild(child);

/** No answer within this is a failure of the bench, not a figure: it stops and names the request. */
export const REQUEST_TIMEOUT_MS = 120_000;

// A keep-alive node:http client: undici's fetch spends ~2 ms of CPU per call here, taken from the same
// cores the server and the database run on, which would bend the figures the bench is for.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function api(base, method, path, body, token) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined ? {} : { 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode >= 400) reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
          else resolve(response.statusCode === 204 || text === '' ? null : JSON.parse(text));
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`gave up after ${REQUEST_TIMEOUT_MS / 1000} s waiting for ${method} ${path}`)),
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function setUpCompany(base) {
  const password = Buffer.from('Bench#2026').toString('base64');
  const email = `ledger-${randomUUID()}@example.cm`;
  const { id: companyId } = await api(base, 'POST', '/v1/companies', {
    name: 'Ledger bench',
    countryCode: 'CM',
    typeCode: 'SARL',
    domainAreaCode: 'G',
    taxSystemCode: 'REEL',
    ownerFirstName: 'Bench',
    ownerLastName: 'Mark',
    ownerEmail: email,
    ownerEncodedPassword: password,
    confirmEncodedPassword: password,
  });
  const { token } = await api(base, 'POST', '/v1/auth/login/email', {
    email,
    encodedPassword: password,
    companyId,
    platform: 'WEB',
  });
  const [folder] = await api(base, 'GET', `/v1/accountings/workFolders/companies/${companyId}`, undefined, token);
  const chart = await api(base, 'GET', `/v1/accountings/companies/${companyId}/chart-of-accounts`, undefined, token);
  const accounts = Object.fromEntries(
    chart.flatMap((item) => item.accounts).map((account) => [account.number, account.id]),
  );
  return { companyId, token, folder, accounts };
}

/**
 * One keep-alive connection that sends a request and reads its answer with no more parsing than the
 * status line and Content-Length: the validation clients run on the same two cores as the server and
 * the database, and node:http's client spends several times this much CPU per call.
 */
function leanConnection(base) {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  socket.setNoDelay(true);
  let pending = null;
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const headerEnd = buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !pending) return;
    const head = buffer.subarray(0, headerEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffer.length < headerEnd + 4 + length) return;
    const status = Number(head.slice(9, 12));
    const body = buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
    buffer = buffer.subarray(headerEnd + 4 + length);
    const { resolve, reject } = pending;
    pending = null;
    if (status >= 400) reject(new Error(`${status} ${body}`));
    else resolve(body);
  });
  socket.on('error', (error) => pending?.reject(error));
  const fixedHeaders = Object.entries({ ...headers, host: `${hostname}:${port}` })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return {
    post(path, token) {
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(
          `POST ${path} HTTP/1.1\r\n${fixedHeaders}authorization: Bearer ${token}\r\ncontent-length: 0\r\n\r\n`,
        );
      });
    },
    close: () => socket.end(),
  };
}

async function validationRun(base, serverPid, company, concurrency, afterDrafting = async () => {}) {
  const year = company.folder.startDate.slice(0, 4);
  const drafts = [];
  for (let index = 0; index < DRAFTS_PER_RUN; index++) {
    drafts.push(
      await api(
        base,
        'POST',
        `/v1/accountings/documents/workFolders/${company.folder.id}`,
        {
          type: 'JOURNAL_ENTRY',
          date: `${year}-06-15`,
          label: `Bench ${index}`,
          lines: [
            { accountId: company.accounts['5211'], debit: String(1000 + index) },
            { accountId: company.accounts['7011'], credit: String(1000 + index) },
          ],
        },
        company.token,
      ),
    );
  }
  await afterDrafting();
  const durations = [];
  const queue = [...drafts];
  const cpuBefore = cpuTimes(serverPid);
  const started = performance.now();
  const window = [process.hrtime.bigint() / 1000n];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const connection = leanConnection(base);
      for (let draft = queue.shift(); draft; draft = queue.shift()) {
        const begin = performance.now();
        const answer = JSON.parse(
          await connection.post(
            `/v1/accountings/documents/${draft.id}/workFolders/${company.folder.id}/state/VALIDATED`,
            company.token,
          ),
        );
        if (answer.state !== 'VALIDATED') throw new Error(`draft ${draft.id} answered ${answer.state}`);
        durations.push(performance.now() - begin);
      }
      connection.close();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  window.push(process.hrtime.bigint() / 1000n);
  // The run's window on the monotonic clock, in µs as the server's --cpu-prof stamps its samples.
  if (process.env.BENCH_PROFILE || process.env.BENCH_WINDOWS)
    console.log(`[profile] ${concurrency} clients: ${window.join('-')}`);
  const cpu = cpuTimes(serverPid);
  const perValidation = (key) => (cpu[key] - cpuBefore[key]) / DRAFTS_PER_RUN;
  return {
    perSecond: DRAFTS_PER_RUN / seconds,
    p99: percentile(durations, 99),
    cpu: cpu.available
      ? { api: perValidation('api'), database: perValidation('database'), client: perValidation('client') }
      : null,
  };
}

/** Milliseconds of CPU used so far by the API process, the local PostgreSQL processes and this client (Linux /proc). */
function cpuTimes(serverPid) {
  const clockTicks = 100;
  const processMs = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  };
  const own = process.cpuUsage();
  try {
    const database = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
        } catch {
          return false;
        }
      })
      .reduce((total, pid) => {
        try {
          return total + processMs(pid);
        } catch {
          return total;
        }
      }, 0);
    return { available: true, api: processMs(serverPid), database, client: (own.user + own.system) / 1000 };
  } catch {
    return { available: false };
  }
}

const BULK_ACCOUNTS = 300;

async function bulkAccounts(query, company) {
  return query(
    `select id, number from company_account
     where company_id = $1 and length(number) >= 3 and not is_group and number !~ '^[89]'
     order by number limit ${BULK_ACCOUNTS}`,
    [company.companyId],
  );
}

/** The same books as a ledger-cli journal, to time `ledger bal` on them as the anchor of the report figures. */
async function writeLedgerJournal(query, company, path) {
  const { createWriteStream } = await import('node:fs');
  const accounts = await bulkAccounts(query, company);
  const entries = Math.floor(LINES / 2);
  const start = Date.parse(`${company.folder.startDate.slice(0, 4)}-01-01T00:00:00Z`);
  const out = createWriteStream(path);
  for (let n = 1; n <= entries; n++) {
    const position = 100000 + n;
    const date = new Date(start + (n % 365) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');
    const debit = accounts[position % accounts.length].number;
    const credit = accounts[(position * 7 + 3) % accounts.length].number;
    const text = `${date} Bulk ${n}\n    A:${debit}  ${position}\n    A:${credit}  -${position}\n`;
    if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
}

function timeLedgerCli(path) {
  const started = performance.now();
  const result = spawnSync('ledger', ['-f', path, 'bal'], { stdio: 'ignore' });
  if (result.error) return null;
  return performance.now() - started;
}

/** Appends `lines` lines (two per entry) straight into the ledger tables, as a large folder would hold. */
export async function bulkLoad(query, company, lines = LINES) {
  const folderId = company.folder.id;
  const entries = Math.floor(lines / 2);
  const year = company.folder.startDate.slice(0, 4);
  const [journal] = await query(`select id from journal where company_id = $1 and code = 'OD'`, [company.companyId]);
  // Straight into the tables, as restore does: the posting triggers (migration 0035) accept only entries
  // that continue the chain and lines of their own statement, so this superuser connection turns
  // triggers off for the bulk write.
  await query('set session_replication_role = replica');
  await query(
    `insert into journal_entry (id, company_id, work_folder_id, journal_id, number, chain_position, entry_date, label,
       source_type, previous_hash, hash, posted_at)
     select gen_random_uuid(), $1, $2, $3, 'ZB-${year}-' || lpad(n::text, 7, '0'), 100000 + n,
       date '${year}-01-01' + (n % 365), 'Bulk ' || n, 'DOCUMENT', repeat('0', 64), repeat('0', 64), now()
     from generate_series(1, $4::int) as n`,
    [company.companyId, folderId, journal.id, entries],
  );
  // Lines spread over BULK_ACCOUNTS postable accounts: entry n debits account n and credits account 7n + 3.
  const accounts = await bulkAccounts(query, company);
  const ids = `{${accounts.map((account) => account.id).join(',')}}`;
  for (const [lineNumber, position] of [
    [1, 'chain_position'],
    [2, '(chain_position * 7 + 3)'],
  ]) {
    await query(
      `insert into journal_line (id, company_id, work_folder_id, entry_id, line_number, account_id, entry_date, debit, credit)
       select gen_random_uuid(), company_id, work_folder_id, id, ${lineNumber},
         ($2::uuid[])[1 + (${position} % ${accounts.length})], entry_date,
         ${lineNumber === 1 ? 'chain_position' : '0'}, ${lineNumber === 2 ? 'chain_position' : '0'}
       from journal_entry where company_id = $3 and work_folder_id = $1 and number like 'ZB-%'`,
      [folderId, ids, company.companyId],
    );
  }
  // Statistics that know the new rows, else the sums below are planned as nested loops over them.
  await query('analyze journal_entry');
  await query('analyze journal_line');
  // What the posting engine keeps beside the lines: monthly balances and the journal's totals.
  await query(
    `insert into account_balance (company_id, work_folder_id, account_id, sub_account_id, month, debit, credit)
     select company_id, work_folder_id, account_id, null, to_char(entry_date, 'YYYY-MM'), sum(debit), sum(credit)
     from journal_line where company_id = $2 and work_folder_id = $1
       and entry_id in (select id from journal_entry where company_id = $2 and work_folder_id = $1 and number like 'ZB-%')
     group by company_id, work_folder_id, account_id, to_char(entry_date, 'YYYY-MM')
     on conflict (company_id, work_folder_id, account_id, sub_account_id, month) do update
       set debit = account_balance.debit + excluded.debit, credit = account_balance.credit + excluded.credit`,
    [folderId, company.companyId],
  );
  await query(
    `update journal_counter set debit_total = debit_total + bulk.total, credit_total = credit_total + bulk.total
     from (select sum(debit) as total from journal_line where company_id = $3 and work_folder_id = $1 and line_number = 1
           and entry_id in (select id from journal_entry where company_id = $3 and work_folder_id = $1 and number like 'ZB-%')) as bulk
     where company_id = $3 and work_folder_id = $1 and journal_id = $2`,
    [folderId, journal.id, company.companyId],
  );
  await query('reset session_replication_role');
  await query('analyze account_balance');
}

/** Up to 50 pages of 250 entries (500 lines); a folder of fewer lines (`--lines`) gives fewer pages. */
async function journalPages(base, company) {
  const path = `/v1/accountings/workFolders/${company.folder.id}/journal`;
  const durations = [];
  let cursor;
  for (let page = 0; page < 50; page++) {
    const begin = performance.now();
    const query = new URLSearchParams({ limit: '250', journalCode: 'OD', ...(cursor ? { cursor } : {}) });
    const report = await api(base, 'GET', `${path}?${query}`, undefined, company.token);
    durations.push(performance.now() - begin);
    const lines = report.items.reduce((total, entry) => total + entry.lines.length, 0);
    cursor = report.nextCursor;
    if (!cursor) break;
    if (lines !== 500) throw new Error(`a page before the last held ${lines} lines`);
  }
  // The first page after start-up reads cold caches: shown apart from the pages that follow it.
  const [first, ...following] = durations;
  const rest = following.length > 0 ? following : [first];
  return { first, next: following.length, p50: percentile(rest, 50), p99: percentile(rest, 99) };
}

/**
 * 200 journal PDFs asked at once (the export queue runs a few and refuses the rest with 503), while
 * /health is asked every 20 ms: its p99 says whether the server keeps answering under that load.
 */
async function healthUnderExports(base, company) {
  const status = (path, token) =>
    new Promise((resolve) => {
      const request = http.request(
        `${base}${path}`,
        {
          method: 'GET',
          timeout: REQUEST_TIMEOUT_MS,
          headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`gave up after ${REQUEST_TIMEOUT_MS / 1000} s waiting for GET ${path}`)),
      );
      request.on('error', (error) => {
        if (error.message.startsWith('gave up')) console.warn(error.message);
        resolve(0);
      });
      request.end();
    });
  const exports = Array.from({ length: 200 }, () =>
    status(`/v1/accountings/workFolders/${company.folder.id}/journal?format=pdf&journalCode=OD`, company.token),
  );
  let done = false;
  const allExports = Promise.all(exports).finally(() => {
    done = true;
  });
  const health = [];
  while (!done) {
    const begin = performance.now();
    await status('/health');
    health.push(performance.now() - begin);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const statuses = await allExports;
  const count = (code) => statuses.filter((value) => value === code).length;
  return { p99: percentile(health, 99), samples: health.length, ok: count(200), busy: count(503) };
}

/** p50 of 20 runs of each statutory report over the whole folder. */
async function reportTimes(base, company) {
  const times = {};
  for (const report of ['trial-balance', 'balance-sheet', 'income-statement']) {
    const durations = [];
    for (let run = 0; run < 20; run++) {
      const begin = performance.now();
      await api(base, 'GET', `/v1/accountings/workFolders/${company.folder.id}/${report}`, undefined, company.token);
      durations.push(performance.now() - begin);
    }
    times[report] = percentile(durations, 50);
  }
  return times;
}

async function analyze(openQuery) {
  const { query, close } = await openQuery();
  await query('analyze');
  await close();
}

/** The durable-commit latency of the database (WAL flush): the lower bound of any serialised write. */
async function commitLatency(openQuery) {
  const { query, close } = await openQuery();
  await query('create table bench_commit (n int)');
  const durations = [];
  for (let run = 0; run < 200; run++) {
    const begin = performance.now();
    await query('begin');
    await query('insert into bench_commit values ($1)', [run]);
    await query('commit');
    durations.push(performance.now() - begin);
  }
  await query('drop table bench_commit');
  await close();
  return percentile(durations, 50);
}

async function benchDatabase(label, env, openQuery) {
  let server = startServer(env);
  await waitFor(server.base);
  const company = await setUpCompany(server.base);
  // Planner statistics as autovacuum keeps them (this machine's PostgreSQL runs without it, and the
  // embedded server's has not run yet): a planner that believes the tables empty reads a whole
  // folder's documents to find a few.
  const analyzed = () => analyze(openQuery);
  // A server runs warm: a first run, not reported, lets V8 compile the hot paths before measuring.
  await validationRun(server.base, server.child.pid, company, 8, analyzed);
  const single = await validationRun(server.base, server.child.pid, company, 1, analyzed);
  const eight = await validationRun(server.base, server.child.pid, company, 8, analyzed);
  console.log(
    `[${label}] validations over HTTP, 1 client: ${single.perSecond.toFixed(0)}/s (p99 ${single.p99.toFixed(1)} ms)`,
  );
  console.log(
    `[${label}] validations over HTTP, 8 clients: ${eight.perSecond.toFixed(0)}/s (p99 ${eight.p99.toFixed(1)} ms)`,
  );
  if (eight.cpu) {
    const { api: apiMs, database, client } = eight.cpu;
    const total = apiMs + database + client;
    const cores = availableParallelism();
    // The API is one Node process: it can use one core at most.
    const ceiling = Math.min((cores * 1000) / total, 1000 / apiMs);
    console.log(
      `[${label}] CPU per validation (8 clients): API ${apiMs.toFixed(2)} ms, PostgreSQL ${database.toFixed(2)} ms` +
        `, this client ${client.toFixed(2)} ms; on this machine's ${cores} cores (the API process on one of them) ` +
        `that caps validations at ~${Math.floor(ceiling)}/s`,
    );
  }
  {
    const commit = await commitLatency(openQuery);
    console.log(
      `[${label}] floor: a one-row commit takes p50 ${commit.toFixed(2)} ms here; validations in one work folder are serialised ` +
        `(gapless numbers, hash chain) from the posting statement to COMMIT, so at most ~${Math.floor(1000 / commit)}/s per folder`,
    );
  }
  if (process.env.BENCH_ONLY === 'validations') {
    await stop(server.child);
    return;
  }
  const { query, close } = await openQuery();
  const loadStarted = performance.now();
  await bulkLoad(query, company);
  const journalPath = join(tmpdir(), `bilan-bench-${Date.now()}.ledger`);
  if (label === 'PostgreSQL' || !process.env.BENCH_DATABASES?.includes('postgres')) {
    await writeLedgerJournal(query, company, journalPath);
  }
  await close();
  // Restarted after the load: the first journal page is read with cold caches.
  await stop(server.child);
  console.log(
    `[${label}] loaded ${LINES.toLocaleString('en')} journal lines in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`,
  );
  server = startServer(env);
  await waitFor(server.base);
  const pages = await journalPages(server.base, company);
  console.log(
    `[${label}] journal page of 500 lines in a folder of ${LINES.toLocaleString('en')}: first page ${pages.first.toFixed(1)} ms, ` +
      `the ${pages.next} next p50 ${pages.p50.toFixed(1)} ms, p99 ${pages.p99.toFixed(1)} ms`,
  );
  for (const [report, p50] of Object.entries(await reportTimes(server.base, company))) {
    console.log(`[${label}] ${report} over ${LINES.toLocaleString('en')} lines: p50 ${p50.toFixed(1)} ms`);
  }
  const load = await healthUnderExports(server.base, company);
  console.log(
    `[${label}] /health under 200 concurrent journal PDFs: p99 ${load.p99.toFixed(1)} ms over ${load.samples} calls ` +
      `(${load.ok} PDFs rendered, ${load.busy} refused 503 with Retry-After)`,
  );
  if (existsSync(journalPath)) {
    const ledgerMs = timeLedgerCli(journalPath);
    console.log(
      ledgerMs === null
        ? '[anchor] ledger-cli not installed (apt-get install -y ledger)'
        : `[anchor] ledger -f <same books> bal: ${(ledgerMs / 1000).toFixed(1)} s`,
    );
    rmSync(journalPath, { force: true });
  }
  await stop(server.child);
}

export function benchLedger() {
  return onBenchDatabases('ledger', benchDatabase);
}

/** A connection to the embedded server of a running API: its port from postmaster.pid, its password. */
export function embeddedQuery(dataDir) {
  return async () => {
    const port = Number(readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3]);
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'bilan' });
    await client.connect();
    return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
  };
}

/**
 * Runs a bench's `benchDatabase(label, env, openQuery)` on the embedded server (a fresh DATA_DIR), then
 * on a fresh database of BENCH_DATABASE_URL (or TEST_DATABASE_URL) when set; BENCH_DATABASES=embedded
 * or =postgres picks one.
 */
export async function onBenchDatabases(name, benchDatabase) {
  const only = process.env.BENCH_DATABASES ?? 'embedded,postgres';
  if (only.includes('embedded')) {
    const dataDir = mkdtempSync(join(tmpdir(), `bilan-bench-${name}-`));
    try {
      await benchDatabase('embedded', { DATA_DIR: dataDir, DATABASE_URL: '' }, embeddedQuery(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!only.includes('postgres')) return;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(`[PostgreSQL] ${name} skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)`);
    return;
  }
  const database = `bilan_bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(join(tmpdir(), `bilan-bench-${name}-pg-`));
  try {
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
    });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildApi();
  await benchLedger();
}
