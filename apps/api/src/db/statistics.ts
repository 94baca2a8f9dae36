import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

const MINUTE = 60 * 1000;

/**
 * PGlite runs no autovacuum, so without this the planner never learns how large the books have
 * grown and plans a folder of a million lines as if it were empty. The embedded database is
 * analysed a little after start-up (ANALYZE runs on the main thread there: not while the server is
 * starting) and then every hour; PostgreSQL's autovacuum does this itself. Returns the stop function.
 */
export function keepPlannerStatistics(
  handle: DatabaseHandle,
  { firstAfterMs = MINUTE, everyMs = 60 * MINUTE }: { firstAfterMs?: number; everyMs?: number } = {},
): () => void {
  if (handle.kind !== 'pglite') return () => {};
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
