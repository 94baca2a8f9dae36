import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
