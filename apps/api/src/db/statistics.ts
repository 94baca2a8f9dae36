import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

const MINUTE = 60 * 1000;

/**
 * The planner needs to know how large the books have grown, or it plans a folder of a million lines
 * as if it were empty. PostgreSQL's autovacuum keeps its statistics; PGlite runs none, and a
 * PostgreSQL server may run with it turned off. Then the database is analysed here, a little after
 * start-up (on PGlite ANALYZE runs on the main thread: not while the server is starting) and then
 * every hour. Resolves to the stop function.
 */
export async function keepPlannerStatistics(
  handle: DatabaseHandle,
  { firstAfterMs = MINUTE, everyMs = 60 * MINUTE }: { firstAfterMs?: number; everyMs?: number } = {},
): Promise<() => void> {
  if (!(await runsWithoutAutovacuum(handle))) return () => {};
  let timer: NodeJS.Timeout;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      handle.db
        .execute(sql`analyze`)
        .catch(() => {
          // Retried at the next run: the statistics only guide the planner.
        })
        .finally(() => schedule(everyMs));
    }, delay);
    timer.unref();
  };
  schedule(firstAfterMs);
  return () => clearTimeout(timer);
}

export async function runsWithoutAutovacuum(handle: DatabaseHandle): Promise<boolean> {
  if (handle.kind === 'pglite') return true;
  const result = (await handle.db.execute(sql`select current_setting('autovacuum') as autovacuum`)) as unknown as {
    rows: Array<{ autovacuum: string }>;
  };
  return result.rows[0]?.autovacuum === 'off';
}
