import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import { connectionOf, type Executor } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named prepared statement (query builders have `.prepare(name)` for the same):
 * PostgreSQL parses and plans it once per connection (connections force generic plans, db/client.ts),
 * which matters for the statements every validation runs. So a named statement must be one whose
 * best plan does not depend on its values (key lookups, appends), and the SQL text of one name must
 * never vary (no lists spliced in: pass arrays). Public APIs only: Drizzle's dialect writes the text
 * and its parameters, node-postgres prepares it under its name (`{ name, text, values }`) on the
 * transaction's connection. Where there is no such connection (the pool, Drizzle's own transactions)
 * the statement runs unnamed. Rows come as node-postgres reads them: name dates and instants as text
 * in the SQL when a caller needs them.
 */
export async function executeNamed<Row>(executor: Executor, name: string, query: SQL): Promise<Row[]> {
  const connection = connectionOf(executor);
  if (!connection) return ((await executor.execute(query)) as unknown as { rows: Row[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await connection.query<Row & QueryResultRow>({ name, text, values: params });
  return result.rows;
}

/** `column = any($1::uuid[])`: one parameter however many ids, so the statement's text never varies. */
export function idIn(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::uuid[])`;
}
