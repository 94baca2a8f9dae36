import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../testing/sql.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { keepPlannerStatistics, runsWithoutAutovacuum } from './statistics.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await handle?.db.execute(sql`drop table if exists statistics_books`);
  await handle?.close();
});

const estimatedRows = async (db: DatabaseHandle['db']) =>
  (
    await queryRows<{ rows: number }>(
      db,
      sql`select reltuples::int as rows from pg_class where relname = 'statistics_books'`,
    )
  )[0]?.rows;

describe('planner statistics', () => {
  it('are gathered after start-up and every period where no autovacuum keeps them, and left to it elsewhere', async () => {
    handle = await openTestDatabase();
    const { db } = handle;
    await db.execute(sql`create table statistics_books (n int)`);
    await db.execute(sql`insert into statistics_books select generate_series(1, 5000)`);
    expect(await estimatedRows(db)).toBe(-1);
    const ownStatistics = await runsWithoutAutovacuum(handle);
    if (handle.kind === 'pglite') expect(ownStatistics).toBe(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const stop = await keepPlannerStatistics(handle, { firstAfterMs: 500, everyMs: 1000 });
    expect(await estimatedRows(db)).toBe(-1);
    if (!ownStatistics) {
      expect(vi.getTimerCount()).toBe(0);
      stop();
      return;
    }
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(async () => expect(await estimatedRows(db)).toBe(5000));

    await db.execute(sql`insert into statistics_books select generate_series(1, 15000)`);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect(await estimatedRows(db)).toBe(20000));
    stop();
  });
});
