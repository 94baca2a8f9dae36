import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named prepared statement (query builders have `.prepare(name)` for the same):
 * PostgreSQL parses and plans it once per connection (connections force generic plans, db/client.ts),
 * which matters for the statements every validation runs. So a named statement must be one whose
 * best plan does not depend on its values (key lookups, appends), and the SQL text of one name must
 * never vary (no lists spliced in: pass arrays).
 */
export async function executeNamed<Row>(executor: Executor, name: string, query: SQL): Promise<Row[]> {
  const prepared = executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/** `column = any($1::uuid[])`: one parameter however many ids, so the statement's text never varies. */
export function idIn(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::uuid[])`;
}
