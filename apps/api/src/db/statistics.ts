import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

const HOUR = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum, so without this the planner never learns how large the books have
 * grown and plans a folder of a million lines as if it were empty. The embedded database is
 * analysed when the server starts and then every hour; PostgreSQL's autovacuum does this itself.
 * Returns the function that stops the timer.
 */
export async function keepPlannerStatistics(handle: DatabaseHandle, everyMs = HOUR): Promise<() => void> {
  if (handle.kind !== 'pglite') return () => {};
  await handle.db.execute(sql`analyze`);
  const timer = setInterval(() => {
    handle.db.execute(sql`analyze`).catch(() => {
      // A failed run is retried at the next tick; the statistics only guide the planner.
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
