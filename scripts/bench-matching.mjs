// Matching figures for `npm run bench`: the aged balance at a date over 100,000 open items (target
// < 200 ms), with matched invoices and payments beside them, read through the API.
// Runs on the embedded server, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
import { fileURLToPath } from 'node:url';
import {
  durationText,
  onBenchDatabases,
  percentile,
  setUpCompany,
  startServer,
  stop,
  waitFor,
} from './bench-ledger.mjs';
import { fetchWithin } from './bounded.mjs';

const OPEN_ITEMS = Number(process.env.BENCH_OPEN_ITEMS ?? 100_000);
const MATCHED_PAIRS = Math.floor(OPEN_ITEMS / 5);
const CUSTOMERS = 200;
const SAMPLES = 20;
const headers = {
  'content-type': 'application/json',
  'x-api-key': 'bilan-web',
  cookie: 'XSRF-TOKEN=b',
  'x-xsrf-token': 'b',
};

async function api(base, method, path, body, token) {
  const response = await fetchWithin(`${base}${path}`, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * OPEN_ITEMS invoice lines spread over the customers' sub-accounts and the year, unmatched, and
 * MATCHED_PAIRS invoices with their payments matched: straight into the tables, as years of postings leave them.
 */
export async function load(query, company, customers) {
  const folderId = company.folder.id;
  const year = company.folder.startDate.slice(0, 4);
  const [journal] = await query(`select id from journal where company_id = $1 and code = 'VE'`, [company.companyId]);
  const subs = await query(`select id, account_id from sub_account where id = any($1::uuid[])`, [customers]);
  const subIds = `{${subs.map((sub) => sub.id).join(',')}}`;
  const lines = OPEN_ITEMS + 2 * MATCHED_PAIRS;
  // Straight into the tables, as restore does: the posting triggers (migration 0035) accept only entries
  // that continue the chain and lines of their own statement, so this superuser connection turns
  // triggers off for the bulk write.
  await query('set session_replication_role = replica');
  await query(
    `insert into journal_entry (id, company_id, work_folder_id, journal_id, number, chain_position, entry_date, label,
       source_type, previous_hash, hash, posted_at)
     select gen_random_uuid(), $1, $2, $3, 'ZM-${year}-' || lpad(n::text, 7, '0'), 100000 + n,
       date '${year}-01-01' + (n % 330), 'Bulk ' || n, 'DOCUMENT', repeat('0', 64), repeat('0', 64), now()
     from generate_series(1, $4::int) as n`,
    [company.companyId, folderId, journal.id, lines],
  );
  // Entry n is on customer n mod CUSTOMERS; entries past OPEN_ITEMS come in pairs, an invoice and its payment.
  await query(
    `insert into journal_line (id, company_id, work_folder_id, entry_id, line_number, account_id, sub_account_id,
       entry_date, debit, credit)
     select gen_random_uuid(), e.company_id, e.work_folder_id, e.id, 1, $3::uuid,
       ($2::uuid[])[1 + (k.customer % ${subs.length})], e.entry_date,
       case when k.payment then 0 else 1000 + k.customer end, case when k.payment then 1000 + k.customer else 0 end
     from journal_entry e
     cross join lateral (select e.chain_position - 100000 as n) as position
     cross join lateral (select case when position.n <= ${OPEN_ITEMS} then position.n
                                     else (position.n - ${OPEN_ITEMS} + 1) / 2 end as customer,
                                position.n > ${OPEN_ITEMS} and (position.n - ${OPEN_ITEMS}) % 2 = 0 as payment) as k
     where e.work_folder_id = $1 and e.number like 'ZM-%'`,
    [folderId, subIds, subs[0].account_id],
  );
  await query('reset session_replication_role');
  // Each pair's matching id is derived from its number, so lines and matchings need no join to meet.
  const pairs = `select l.id, l.company_id, (e.chain_position - 100000 - ${OPEN_ITEMS} + 1) / 2 as pair
     from journal_line l join journal_entry e on e.id = l.entry_id
     where e.work_folder_id = $1 and e.number like 'ZM-%' and e.chain_position - 100000 > ${OPEN_ITEMS}`;
  await query(
    `insert into matching (id, company_id, account_id, code, automatic)
     select distinct md5('bench-pair-' || pair)::uuid, company_id, $2::uuid, 'ZZ' || pair, true from (${pairs}) as pairs`,
    [folderId, subs[0].account_id],
  );
  await query(
    `insert into matching_line (line_id, company_id, matching_id)
     select id, company_id, md5('bench-pair-' || pair)::uuid from (${pairs}) as pairs`,
    [folderId],
  );
  // Years of postings leave statistics behind them (autovacuum): the planner has them here too.
  await query('analyze');
}

async function benchDatabase(label, env, openQuery) {
  const server = startServer(env);
  await waitFor(server.base);
  const company = await setUpCompany(server.base);
  const customers = [];
  for (let index = 0; index < CUSTOMERS; index++) {
    const party = await api(
      server.base,
      'POST',
      `/v1/companies/${company.companyId}/customers`,
      { name: `Client ${index}`, paymentTermsDays: 30 },
      company.token,
    );
    customers.push(party.subAccountId);
  }
  const { query, close } = await openQuery();
  const started = performance.now();
  await load(query, company, customers);
  await close();
  console.log(
    `[${label}] loaded ${OPEN_ITEMS.toLocaleString('en')} open items and ${MATCHED_PAIRS.toLocaleString('en')} matched pairs in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const year = company.folder.startDate.slice(0, 4);
  const durations = [];
  let totalDue = '';
  for (let sample = 0; sample <= SAMPLES; sample++) {
    const begin = performance.now();
    const report = await api(
      server.base,
      'GET',
      `/v1/accountings/workFolders/${company.folder.id}/aged-balance?type=customer&asOf=${year}-12-31`,
      undefined,
      company.token,
    );
    // The first answer warms the caches and is not counted.
    if (sample > 0) durations.push(performance.now() - begin);
    totalDue = report.totals.total;
  }
  const p50 = durationText(percentile(durations, 50));
  const p99 = durationText(percentile(durations, 99));
  console.log(
    `[${label}] aged balance at a date over ${OPEN_ITEMS.toLocaleString('en')} open items: p50 ${p50} ms, p99 ${p99} ms (target < 200 ms)`,
  );
  console.log(`[${label}] aged balance total due, as the API answers it: ${totalDue}`);
  await stop(server.child);
}

export function benchMatching() {
  return onBenchDatabases('matching', benchDatabase);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchMatching();
