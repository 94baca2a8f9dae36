// Reconciliation figures for `npm run bench`: the suggestions for a 10,000-line statement against
// 100,000 unreconciled journal lines of its treasury account (target < 2 s), read through the API
// (`GET …/bank-statements/{id}/reconciliation`, which answers the statement, the books side and the
// suggestions). `--lines N` (or BENCH_STATEMENT_LINES) sets the statement's lines; the books hold ten
// times as many. Runs on the embedded server, and on PostgreSQL when BENCH_DATABASE_URL is set.
import { fileURLToPath } from 'node:url';
import { api, onBenchDatabases, percentile, setUpCompany, startServer, stop, waitFor } from './bench-ledger.mjs';
import { buildApi } from './build-api.mjs';

const linesArgument = process.argv.indexOf('--lines');
const ASKED_LINES = Number(
  (linesArgument > 0 ? process.argv[linesArgument + 1] : undefined) ?? process.env.BENCH_STATEMENT_LINES ?? 10_000,
);
/** A statement file holds at most 20,000 lines (STATEMENT_LINES_MAX): a larger `--lines` is capped there. */
const STATEMENT_LINES = Math.min(ASKED_LINES, 20_000);
const BOOK_LINES = STATEMENT_LINES * 10;
const SAMPLES = 5;

/** The amount of statement line n: amounts repeat every 5,000 lines, as a shop's takings do. */
const amountOf = (n) => 1000 + (n % 5000);

/** BOOK_LINES journal lines on the treasury account over the year, straight into the tables, as years of postings leave them. */
async function load(query, company, treasuryAccountId) {
  const year = company.folder.startDate.slice(0, 4);
  const [journal] = await query(`select id from journal where company_id = $1 and code = 'BQ'`, [company.companyId]);
  // Straight into the tables, as restore does: the posting triggers (migration 0035) accept only entries
  // that continue the chain and lines of their own statement, so this superuser connection turns
  // triggers off for the bulk write.
  await query('set session_replication_role = replica');
  await query(
    `insert into journal_entry (id, company_id, work_folder_id, journal_id, number, chain_position, entry_date, label,
       source_type, previous_hash, hash, posted_at)
     select gen_random_uuid(), $1, $2, $3, 'ZB-${year}-' || lpad(n::text, greatest(7, length(n::text)), '0'), 100000 + n,
       date '${year}-01-01' + (n % 360), 'Encaissement ' || n, 'PAYMENT', repeat('0', 64), repeat('0', 64), now()
     from generate_series(1, $4::int) as n`,
    [company.companyId, company.folder.id, journal.id, BOOK_LINES],
  );
  await query(
    `insert into journal_line (id, company_id, work_folder_id, entry_id, line_number, account_id, entry_date, debit, credit)
     select gen_random_uuid(), e.company_id, e.work_folder_id, e.id, 1, $2::uuid, e.entry_date,
       1000 + ((e.chain_position - 100000) % 5000), 0
     from journal_entry e where e.work_folder_id = $1 and e.number like 'ZB-%'`,
    [company.folder.id, treasuryAccountId],
  );
  await query('reset session_replication_role');
  await query('analyze journal_entry');
  await query('analyze journal_line');
}

/** A statement of STATEMENT_LINES lines spread over the year, as an MTN Mobile Money export. */
function statementCsv(year) {
  const rows = ['Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance'];
  let balance = 0;
  for (let n = 1; n <= STATEMENT_LINES; n++) {
    const day = new Date(Date.UTC(Number(year), 0, 1 + Math.floor((n * 360) / STATEMENT_LINES)));
    balance += amountOf(n);
    rows.push(
      `${day.toISOString().slice(0, 10)},MP${n},PAYMENT_RECEIVED,2376770${String(n).padStart(5, '0')},Paiement ${n},${amountOf(n)},${balance}`,
    );
  }
  return rows.join('\n');
}

async function benchDatabase(label, env, openQuery) {
  const server = startServer(env);
  await waitFor(server.base);
  const company = await setUpCompany(server.base);
  const treasuryAccountId = company.accounts['521'];
  const { query, close } = await openQuery();
  const started = performance.now();
  await load(query, company, treasuryAccountId);
  await close();
  const year = company.folder.startDate.slice(0, 4);
  const imported = await api(
    server.base,
    'POST',
    `/v1/accountings/companies/${company.companyId}/bank-statements`,
    { treasuryAccountId, format: 'CSV', preset: 'MTN_MOMO', content: statementCsv(year) },
    company.token,
  );
  if (ASKED_LINES > STATEMENT_LINES) {
    console.log(`[${label}] --lines ${ASKED_LINES.toLocaleString('en')} capped at a file's bound of 20,000 lines`);
  }
  console.log(
    `[${label}] loaded ${BOOK_LINES.toLocaleString('en')} journal lines and imported ${imported.importedLineCount.toLocaleString('en')} statement lines in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const durations = [];
  let suggestions = 0;
  for (let sample = 0; sample <= SAMPLES; sample++) {
    const begin = performance.now();
    const view = await api(
      server.base,
      'GET',
      `/v1/accountings/companies/${company.companyId}/bank-statements/${imported.statementId}/reconciliation`,
      undefined,
      company.token,
    );
    // The first answer warms the caches and is not counted.
    if (sample > 0) durations.push(performance.now() - begin);
    suggestions = view.suggestions.length;
  }
  console.log(
    `[${label}] suggestions for a ${STATEMENT_LINES.toLocaleString('en')}-line statement against ${BOOK_LINES.toLocaleString('en')} journal lines: ` +
      `p50 ${percentile(durations, 50).toFixed(0)} ms, max ${Math.max(...durations).toFixed(0)} ms (target < 2 s); ${suggestions.toLocaleString('en')} suggestions`,
  );
  await stop(server.child);
}

export function benchStatements() {
  return onBenchDatabases('statements', benchDatabase);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildApi();
  await benchStatements();
}
