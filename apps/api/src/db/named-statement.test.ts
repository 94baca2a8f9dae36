import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../testing/sql.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { executeNamed } from './named-statement.ts';
import { inTenant } from './tenant.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const companyId = '0190a6f0-0000-7000-8000-0000000000b2';
const probe = (values: readonly string[]) =>
  sql`select count(*)::int as matched, ${values.length}::int as given
      from (values ('0190a6f0-0000-7000-8000-000000000001'::uuid), ('0190a6f0-0000-7000-8000-000000000002'::uuid)) as
        probe (id)
      where probe.id = any(${sql.param(values)}::uuid[])`;

describe('named statements', () => {
  it('are prepared under their name on the transaction connection, once, and answer each run', async () => {
    const [first, second, prepared] = await inTenant(handle.db, companyId, async (tx) => [
      await executeNamed<{ matched: number; given: number }>(tx, 'bilan_probe_named', probe([])),
      await executeNamed<{ matched: number; given: number }>(
        tx,
        'bilan_probe_named',
        probe(['0190a6f0-0000-7000-8000-000000000001', '0190a6f0-0000-7000-8000-000000000002']),
      ),
      await queryRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where name = 'bilan_probe_named'`,
      ),
    ]);
    expect(first).toEqual([{ matched: 0, given: 0 }]);
    expect(second).toEqual([{ matched: 2, given: 2 }]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.statement).toContain('probe.id = any($2::uuid[])');
  });

  it('run unnamed, with the same answer, outside a tenant transaction', async () => {
    expect(
      await executeNamed(handle.db, 'bilan_probe_unnamed', probe(['0190a6f0-0000-7000-8000-000000000002'])),
    ).toEqual([{ matched: 1, given: 1 }]);
    expect(
      await queryRows(handle.db, sql`select name from pg_prepared_statements where name = 'bilan_probe_unnamed'`),
    ).toEqual([]);
  });
});

describe('the connections Bilan opens', () => {
  it('run without JIT compilation and with generic plans, whatever the server says', async () => {
    const [settings] = await inTenant(handle.db, companyId, (tx) =>
      queryRows<{ jit: string; plans: string }>(
        tx,
        sql`select current_setting('jit') as jit, current_setting('plan_cache_mode') as plans`,
      ),
    );
    expect(settings).toEqual({ jit: 'off', plans: 'force_generic_plan' });
  });
});
