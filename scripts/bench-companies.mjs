// `npm run bench -- --companies N`: what a server holding many companies does to one company's screens.
// One small company (BENCH_SMALL_DOCUMENTS documents, a few hundred journal lines) is timed alone on an
// empty server, then again after N companies with the same small books and one large company
// (BENCH_LARGE_LINES lines, 1,000,000 by default) were written beside it. Prints both figures, their
// ratio, and the query plans of the slowest operation (auto_explain). Runs on the embedded server and on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), as the other benches do (bench-ledger.mjs).
import { fileURLToPath } from 'node:url';
import { cloneCompany } from './bench-companies-clone.mjs';
import { slowestPlans } from './bench-companies-plans.mjs';
import {
  api,
  bulkLoad,
  onBenchDatabases,
  percentile,
  setUpCompany,
  startServer,
  stop,
  waitFor,
} from './bench-ledger.mjs';
import { seedSearchBooks } from './bench-search-seed.mjs';

const companiesArgument = process.argv.indexOf('--companies');
export const COMPANIES = Number(
  (companiesArgument > 0 ? process.argv[companiesArgument + 1] : undefined) ?? process.env.BENCH_COMPANIES ?? 10_000,
);
const SMALL_DOCUMENTS = Number(process.env.BENCH_SMALL_DOCUMENTS ?? 120);
const LARGE_LINES = Number(process.env.BENCH_LARGE_LINES ?? 1_000_000);
const SAMPLES = 30;

/** The operations timed: one company's screens and a validation, each an HTTP call. */
function operations(company, searchText) {
  const folder = `/v1/accountings/workFolders/${company.folder.id}`;
  const get = (path) => () => api(company.base, 'GET', path, undefined, company.token);
  return {
    'journal page (250 entries)': get(`${folder}/journal?limit=250`),
    'trial balance': get(`${folder}/trial-balance`),
    'aged receivables': get(`${folder}/aged-balance?type=customer&asOf=${company.folder.endDate}`),
    search: get(`/v1/companies/${company.companyId}/search?q=${encodeURIComponent(searchText)}`),
    validation: () => validateOne(company),
  };
}

/** Drafts a two-line entry (not timed) and answers the function that validates it (timed). */
async function validateOne(company) {
  const year = company.folder.startDate.slice(0, 4);
  const draft = await api(
    company.base,
    'POST',
    `/v1/accountings/documents/workFolders/${company.folder.id}`,
    {
      type: 'JOURNAL_ENTRY',
      date: `${year}-06-15`,
      label: 'Bench companies',
      lines: [
        { accountId: company.accounts['5211'], debit: '1000' },
        { accountId: company.accounts['7011'], credit: '1000' },
      ],
    },
    company.token,
  );
  return () =>
    api(
      company.base,
      'POST',
      `/v1/accountings/documents/${draft.id}/workFolders/${company.folder.id}/state/VALIDATED`,
      undefined,
      company.token,
    );
}

/** p50 and p99 of SAMPLES calls of each operation, after one call that warms the caches. */
async function timeOperations(company, searchText) {
  const figures = {};
  for (const [name, call] of Object.entries(operations(company, searchText))) {
    const durations = [];
    for (let run = 0; run <= SAMPLES; run++) {
      const prepared = name === 'validation' ? await call() : call;
      const begin = performance.now();
      await prepared();
      if (run > 0) durations.push(performance.now() - begin);
    }
    figures[name] = { p50: percentile(durations, 50), p99: percentile(durations, 99) };
  }
  return figures;
}

async function restart(server, env, company) {
  await stop(server.child);
  const next = startServer(env);
  await waitFor(next.base);
  company.base = next.base;
  return next;
}

/**
 * The seeded entries take chain positions and numbers from 1, which the validations the bench times
 * would take again: they move aside (as the other benches' bulk entries sit at 100,000 + n, 'Z…').
 */
async function makeRoomForPostings(query, companyId) {
  await query('set session_replication_role = replica');
  await query(
    `update journal_entry set chain_position = chain_position + 100000, number = 'Z' || number where company_id = $1`,
    [companyId],
  );
  await query('reset session_replication_role');
}

/** Writes the many companies and the large one beside the subject, straight in SQL. */
async function crowd(query, server, subject) {
  const started = performance.now();
  await cloneCompany(query, subject.companyId, COMPANIES);
  const large = await setUpCompany(server.base);
  const loading = performance.now();
  await bulkLoad(query, large, LARGE_LINES);
  const seconds = ((performance.now() - loading) / 1000).toFixed(0);
  console.log(`[crowd]   ${LARGE_LINES.toLocaleString('en')} lines of one company in ${seconds} s`);
  await query('analyze');
  const [{ companies }] = await query('select count(*)::int as companies from company');
  const [{ lines }] = await query('select count(*)::bigint as lines from journal_line');
  console.log(
    `[crowd] ${companies.toLocaleString('en')} companies, ${Number(lines).toLocaleString('en')} journal lines, ` +
      `written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

function printComparison(label, alone, crowded) {
  console.log(
    `[${label}] one company among ${COMPANIES.toLocaleString('en')} others and one of ${LARGE_LINES.toLocaleString('en')} lines:`,
  );
  for (const [name, before] of Object.entries(alone)) {
    const after = crowded[name];
    console.log(
      `[${label}]   ${name}: alone p50 ${before.p50.toFixed(1)} ms (p99 ${before.p99.toFixed(1)}), ` +
        `among them p50 ${after.p50.toFixed(1)} ms (p99 ${after.p99.toFixed(1)}), ratio ${(after.p50 / before.p50).toFixed(2)}`,
    );
  }
}

async function benchDatabase(label, env, openQuery) {
  let server = startServer(env);
  await waitFor(server.base);
  const subject = { ...(await setUpCompany(server.base)), base: server.base };
  let database = await openQuery();
  await seedSearchBooks(database.query, subject, { documents: SMALL_DOCUMENTS, parties: 20 });
  await makeRoomForPostings(database.query, subject.companyId);
  const [customer] = await database.query(
    `select name from party where company_id = $1 and role = 'CUSTOMER' order by code limit 1`,
    [subject.companyId],
  );
  const searchText = customer.name.split(' ').at(-1);
  await database.query('analyze');
  await database.close();
  try {
    server = await restart(server, env, subject);
    const alone = await timeOperations(subject, searchText);
    database = await openQuery();
    await crowd(database.query, server, subject);
    await database.close();
    server = await restart(server, env, subject);
    const crowded = await timeOperations(subject, searchText);
    printComparison(label, alone, crowded);
    const slowest = Object.entries(crowded).sort((a, b) => b[1].p50 - a[1].p50)[0][0];
    await slowestPlans({
      label,
      env,
      openQuery,
      server,
      subject,
      slowest,
      operations: operations(subject, searchText),
    });
  } finally {
    if (server.child.exitCode === null) await stop(server.child);
  }
}

export function benchCompanies() {
  return onBenchDatabases('companies', benchDatabase);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await (await import('./build-api.mjs')).buildApi();
  await benchCompanies();
}
