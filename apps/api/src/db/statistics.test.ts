import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../testing/sql.ts';
import { createPglite, type DatabaseHandle, wrapPglite } from './client.ts';
import { keepPlannerStatistics } from './statistics.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await handle?.close();
});

const estimatedRows = async (db: DatabaseHandle['db']) =>
  (await queryRows<{ rows: number }>(db, sql`select reltuples::int as rows from pg_class where relname = 'books'`))[0]
    ?.rows;

describe('planner statistics of the embedded database', () => {
  it('are gathered after start-up and again every period, so the planner sees the books grow', async () => {
    handle = wrapPglite(await createPglite());
    const { db } = handle;
    await db.execute(sql`create table books (n int)`);
    await db.execute(sql`insert into books select generate_series(1, 5000)`);
    expect(await estimatedRows(db)).toBe(-1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const stop = keepPlannerStatistics(handle, { firstAfterMs: 500, everyMs: 1000 });
    expect(await estimatedRows(db)).toBe(-1);
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(async () => expect(await estimatedRows(db)).toBe(5000));

    await db.execute(sql`insert into books select generate_series(1, 15000)`);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect(await estimatedRows(db)).toBe(20000));
    stop();
  });
});
