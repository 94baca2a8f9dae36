import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named prepared statement: PostgreSQL parses it once per connection and, after a
 * few runs, keeps its plan, which matters for the posting statement every validation runs. The SQL
 * text of one name must never vary (no lists spliced in: pass arrays). PGlite ignores the name.
 */
export async function executeNamed<Row>(executor: Executor, name: string, query: SQL): Promise<Row[]> {
  const prepared = executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
