import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

/**
 * The query check (db/query-check.ts, issue #35): with BILAN_SQL_LOG_DIR set (scripts/test.mjs sets it
 * for the API tests), each distinct statement the application sends in a company's transaction
 * (db/tenant.ts `inTenant`) is written once per process to that folder, one JSON string a line. What a
 * test sends itself, and the system's own work (signup, login, the mail worker), run outside it.
 */
const folder = process.env.BILAN_SQL_LOG_DIR;
const seen = new Set<string>();
/** The statements of `captureStatements` while it runs. */
let captured: Set<string> | undefined;
const wrapped = new WeakSet<pg.PoolClient>();
const inTenantWork = new WeakSet<pg.PoolClient>();

function wrap(client: pg.PoolClient, file: string): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (text && inTenantWork.has(client)) {
      const statement = text.replace(/\s+/g, ' ').trim();
      captured?.add(statement);
      if (folder && !seen.has(statement)) {
        seen.add(statement);
        appendFileSync(file, `${JSON.stringify(statement)}\n`);
      }
    }
    return query(...args);
  };
  wrapped.add(client);
}

/** Runs a company's work on `client`, its statements logged when the query check asks for them. */
export async function withStatementLog<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  if (!folder && !captured) return work();
  if (!wrapped.has(client)) wrap(client, join(folder ?? '.', `statements-${process.pid}.jsonl`));
  inTenantWork.add(client);
  try {
    return await work();
  } finally {
    inTenantWork.delete(client);
  }
}

/** The distinct statements companies' transactions sent while `work` ran (a test of the query check). */
export async function captureStatements(work: () => Promise<void>): Promise<string[]> {
  captured = new Set();
  try {
    await work();
    return [...captured];
  } finally {
    captured = undefined;
  }
}
