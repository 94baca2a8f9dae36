// Statement-file figures for `npm run bench`: the answer time of an import and /health's p99 while it
// runs (target: under 5 s and under 200 ms), for hostile OFX files of 4,000,000 characters (the import's
// bound) and a 20,000-line statement (the line bound), previewed then imported. The file is read in a
// worker thread (apps/api/src/modules/bank-statements/statement-parser.ts); this shows the event loop
// stays free meanwhile. Runs on the embedded server, through the API's bundle as `npm start` runs it.

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, setUpCompany, startServer, stop, waitFor } from './bench-ledger.mjs';
import { buildApi } from './build-api.mjs';

const FILE_CHARACTERS = 4_000_000;
const FILE_LINES = 20_000;
/** No answer within this is a failure of the bench, not a figure: it stops and says which request. */
const REQUEST_TIMEOUT_MS = 60_000;
const HEALTH_EVERY_MS = 20;

const headers = {
  'content-type': 'application/json',
  'x-api-key': 'bilan-web',
  cookie: 'XSRF-TOKEN=b',
  'x-xsrf-token': 'b',
};

/** One request's status and body; refuses after REQUEST_TIMEOUT_MS naming the request. */
function send(base, method, path, body, token) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      timeout: REQUEST_TIMEOUT_MS,
    });
    request.on('timeout', () =>
      request.destroy(new Error(`${method} ${path}: no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    );
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs `work` while /health is asked every 20 ms; answers its result, its duration and /health's p99. */
async function underHealth(base, work) {
  let done = false;
  const health = [];
  const polling = (async () => {
    while (!done) {
      const begin = performance.now();
      await send(base, 'GET', '/health');
      health.push(performance.now() - begin);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  const begin = performance.now();
  try {
    const result = await work();
    return { result, answerMs: performance.now() - begin, healthP99: percentile(health, 99), samples: health.length };
  } finally {
    done = true;
    await polling;
  }
}

/** Hostile shapes: every transaction left open (the issue's), and leaves never closed, read to the end. */
const HOSTILE_FILES = {
  'OFX of unclosed STMTTRN': '<STMTTRN><TRNAMT>1\n',
  'OFX of unclosed leaves to the end': '<NAME>x\n',
};

function mtnCsv(year) {
  const rows = ['Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance'];
  for (let n = 1; n <= FILE_LINES; n++) {
    const day = new Date(Date.UTC(Number(year), 0, 1 + Math.floor((n * 360) / FILE_LINES)));
    rows.push(`${day.toISOString().slice(0, 10)},MP${n},PAYMENT_RECEIVED,237677000001,Paiement ${n},100,${n * 100}`);
  }
  return rows.join('\n');
}

function report(label, { result, answerMs, healthP99, samples }) {
  const answer = JSON.parse(result.text);
  const outcome =
    result.status < 300 ? `${answer.importedLineCount} lines` : `${answer.code} ${answer.fields?.[0]?.code ?? ''}`;
  console.log(
    `${label}: answered ${result.status} (${outcome.trim()}) in ${answerMs.toFixed(0)} ms (target < 5000 ms); ` +
      `/health p99 ${healthP99.toFixed(0)} ms over ${samples} calls (target < 200 ms)`,
  );
}

export async function benchStatementFiles() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bilan-bench-statement-files-'));
  const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    await waitFor(server.base);
    const company = await setUpCompany(server.base);
    const path = `/v1/accountings/companies/${company.companyId}/bank-statements`;
    const treasuryAccountId = company.accounts['521'];
    const importFile = (body) => send(server.base, 'POST', path, { treasuryAccountId, ...body }, company.token);
    for (const [label, unit] of Object.entries(HOSTILE_FILES)) {
      const content = unit.repeat(Math.ceil(FILE_CHARACTERS / unit.length)).slice(0, FILE_CHARACTERS);
      report(
        `${label} (4,000,000 chars)`,
        await underHealth(server.base, () => importFile({ format: 'OFX', content, preview: true })),
      );
    }
    const content = mtnCsv(company.folder.startDate.slice(0, 4));
    const file = { format: 'CSV', preset: 'MTN_MOMO', content };
    report('20,000-line CSV, preview', await underHealth(server.base, () => importFile({ ...file, preview: true })));
    report('20,000-line CSV, import', await underHealth(server.base, () => importFile(file)));
  } finally {
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildApi();
  await benchStatementFiles();
}
