// The query plans of the many-companies bench's slowest operation: auto_explain logs every statement
// of one call of it (with actual rows and times), read back from the server's log. The embedded server
// logs to DATA_DIR/postgres.log; a system PostgreSQL logs where its cluster does (Debian:
// /var/log/postgresql/), BENCH_POSTGRES_LOG names another file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, stop, waitFor } from './bench-ledger.mjs';

const PLANS_SHOWN = 3;

function logFile(env) {
  if (!env.DATABASE_URL) return join(env.DATA_DIR, 'postgres.log');
  const candidates = [process.env.BENCH_POSTGRES_LOG, '/var/log/postgresql/postgresql-15-main.log'];
  return candidates.find((path) => path && existsSync(path));
}

const databaseName = (env) => (env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : 'bilan');

async function explainEverything(openQuery, env, on) {
  const { query, close } = await openQuery();
  const database = `"${databaseName(env)}"`;
  if (on) {
    await query(`alter database ${database} set session_preload_libraries = 'auto_explain'`);
    await query(`alter database ${database} set auto_explain.log_min_duration = 0`);
    await query(`alter database ${database} set auto_explain.log_analyze = on`);
  } else {
    for (const setting of ['session_preload_libraries', 'auto_explain.log_min_duration', 'auto_explain.log_analyze']) {
      await query(`alter database ${database} reset ${setting}`);
    }
  }
  await close();
}

/** The auto_explain records written after `offset`, slowest first. */
function plansSince(path, offset) {
  const text = readFileSync(path, 'utf8').slice(offset);
  return text
    .split(/\n(?=\S[^\n]*LOG: {2}duration: )/)
    .filter((record) => /LOG: {2}duration: [\d.]+ ms {2}plan:/.test(record))
    .map((record) => ({ ms: Number(/duration: ([\d.]+) ms/.exec(record)[1]), record: record.trim() }))
    .sort((a, b) => b.ms - a.ms);
}

export async function slowestPlans({ label, env, openQuery, server, subject, slowest, operations }) {
  const path = logFile(env);
  if (!path) {
    console.log(`[${label}] plans of "${slowest}": no readable server log (set BENCH_POSTGRES_LOG)`);
    return;
  }
  await explainEverything(openQuery, env, true);
  // New connections load auto_explain: the API is restarted so its pool opens them.
  await stop(server.child);
  const explained = startServer(env);
  try {
    await waitFor(explained.base);
    subject.base = explained.base;
    const prepare = operations[slowest];
    const call = slowest === 'validation' ? await prepare() : prepare;
    const offset = statSync(path).size;
    await call();
    const plans = plansSince(path, offset).slice(0, PLANS_SHOWN);
    console.log(`[${label}] the ${plans.length} slowest statements of one "${slowest}" call, with their plans:`);
    for (const plan of plans) console.log(plan.record.replace(/^/gm, `[${label}]   `));
  } finally {
    await explainEverything(openQuery, env, false);
    server.child = explained.child;
  }
}
