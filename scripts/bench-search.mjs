// Search figures for `npm run bench`: p50 and p99 of SAMPLES requests of GET /v1/companies/{id}/search
// over HTTP, for several kinds of text, in a company of 100,000 documents (BENCH_SEARCH_DOCUMENTS).
// Runs on the embedded PostgreSQL server, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// is set, where it also counts the scans of each search index during the requests, to show which ones
// served them. BENCH_DATABASES=postgres (or embedded) picks one database. Target: under 50 ms.
import { fileURLToPath } from 'node:url';
import { api, onBenchDatabases, percentile, setUpCompany, startServer, stop, waitFor } from './bench-ledger.mjs';
import { searchSamples, seedSearchBooks } from './bench-search-seed.mjs';

const DOCUMENTS = Number(process.env.BENCH_SEARCH_DOCUMENTS ?? 100_000);
const PARTIES = Number(process.env.BENCH_SEARCH_PARTIES ?? 3_000);
const SAMPLES = 50;
const SEARCH_INDEXES = [
  'journal_entry_number_trgm',
  'journal_entry_number_lower',
  'accounting_document_reference_trgm',
  'accounting_document_reference_lower',
  'accounting_document_label_trgm',
  'accounting_document_draft',
  'accounting_document_party',
  'journal_line_debit',
  'journal_line_credit',
  'party_name_trgm',
  'party_code_trgm',
  'party_phone_trgm',
  'company_account_number_unique',
];

/** The kinds of text people type, taken from the seeded books. */
function queryShapes(samples) {
  const { invoice, party } = samples;
  const grouped = Number(invoice.total).toLocaleString('fr-FR').replace(/\s/g, ' ');
  return [
    ['invoice number', invoice.number],
    ['end of a number', invoice.number.slice(-6)],
    ['start of a reference', invoice.reference.slice(0, 6)],
    ['customer name', party.name.split(' ').at(-1)],
    // Folded like every text (docs/decisions/0013-company-language-and-search.md): finds "Épicerie …".
    ['name typed without accents', 'epicerie'],
    ['phone digits with spaces', `${party.phone.slice(4, 7)} ${party.phone.slice(7, 9)} ${party.phone.slice(9, 11)}`],
    ['amount as typed', grouped],
    ['account number', '4431'],
    ['account label', 'bank'],
    ['common word', 'Vente'],
    ['two letters', 'VE'],
  ];
}

/** The same requests without a search, to read the figures against on a busy machine. */
async function timeBaseline(base, company) {
  const durations = [];
  for (let run = 0; run <= SAMPLES; run++) {
    const begin = performance.now();
    await api(base, 'GET', `/v1/companies/${company.companyId}`, undefined, company.token);
    if (run > 0) durations.push(performance.now() - begin);
  }
  return { p50: percentile(durations, 50), p99: percentile(durations, 99) };
}

async function timeSearches(base, company, shapes) {
  const figures = [];
  for (const [shape, text] of shapes) {
    const path = `/v1/companies/${company.companyId}/search?${new URLSearchParams({ q: text })}`;
    const first = await api(base, 'GET', path, undefined, company.token);
    const durations = [];
    for (let run = 0; run < SAMPLES; run++) {
      const begin = performance.now();
      await api(base, 'GET', path, undefined, company.token);
      durations.push(performance.now() - begin);
    }
    const hits = `${first.documents.items.length}/${first.parties.items.length}/${first.accounts.items.length}`;
    figures.push({ shape, text, hits, p50: percentile(durations, 50), p99: percentile(durations, 99) });
  }
  return figures;
}

async function indexScans(query) {
  const rows = await query(
    `select indexrelname as name, idx_scan::int as scans from pg_stat_user_indexes where indexrelname = any($1)`,
    [SEARCH_INDEXES],
  );
  return new Map(rows.map((row) => [row.name, row.scans]));
}

async function benchDatabase(label, env, openQuery) {
  let server = startServer(env);
  await waitFor(server.base);
  const company = await setUpCompany(server.base);
  const database = await openQuery();
  const started = performance.now();
  await seedSearchBooks(database.query, company, { documents: DOCUMENTS, parties: PARTIES });
  const samples = await searchSamples(database.query, company.companyId, DOCUMENTS);
  console.log(
    `[${label}] seeded ${DOCUMENTS.toLocaleString('en')} documents and ${PARTIES.toLocaleString('en')} parties in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  // The embedded server stops with the API: its statistics cannot be read after the searches.
  const statistics = label === 'embedded' ? null : database;
  if (!statistics) await database.close();
  await stop(server.child);
  server = startServer(env);
  try {
    await waitFor(server.base);
    const before = statistics && (await indexScans(statistics.query));
    const baseline = await timeBaseline(server.base, company);
    console.log(
      `[${label}] baseline GET /v1/companies/{id} (token check, no search): p50 ${baseline.p50.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms`,
    );
    for (const figure of await timeSearches(server.base, company, queryShapes(samples))) {
      console.log(
        `[${label}] search ${figure.shape} "${figure.text}" (hits ${figure.hits}): p50 ${figure.p50.toFixed(1)} ms, p99 ${figure.p99.toFixed(1)} ms`,
      );
    }
    await stop(server.child);
    if (statistics) {
      // Statistics reach the view when a backend reports them: the server has just closed its connections.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const after = await indexScans(statistics.query);
      const used = SEARCH_INDEXES.map((name) => `${name} +${(after.get(name) ?? 0) - (before.get(name) ?? 0)}`);
      console.log(`[${label}] index scans during the searches: ${used.join(', ')}`);
    }
  } finally {
    if (server.child.exitCode === null) await stop(server.child);
    await statistics?.close();
  }
}

export function benchSearch() {
  return onBenchDatabases('search', benchDatabase);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await (await import('./build-api.mjs')).buildApi();
  await benchSearch();
}
