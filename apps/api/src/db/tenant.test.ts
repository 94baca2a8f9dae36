import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../testing/sql.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import type { DatabaseHandle, Executor } from './client.ts';
import { inTenant } from './tenant.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table if not exists tenant_probe (note text)`);
  await handle.db.execute(sql`grant select, insert on tenant_probe to bilan_tenant`);
});
afterAll(async () => {
  await handle.db.execute(sql`drop table tenant_probe`);
  await handle.close();
});

const companyId = '0190a6f0-0000-7000-8000-0000000000a1';
const settings = async (db: Executor) =>
  (
    await queryRows<{ company: string | null; role: string }>(
      db,
      sql`select nullif(current_setting('bilan.company_id', true), '') as company, current_user as role`,
    )
  )[0];
const notes = async () =>
  (await queryRows<{ note: string }>(handle.db, sql`select note from tenant_probe order by note`)).map(
    (row) => row.note,
  );

describe('tenant transactions', () => {
  it('run as the tenant role with the company set, and commit what the work wrote', async () => {
    const inside = await inTenant(handle.db, companyId, async (tx) => {
      await tx.execute(sql`insert into tenant_probe values ('committed')`);
      return settings(tx);
    });
    expect(inside).toEqual({ company: companyId, role: 'bilan_tenant' });
    expect(await notes()).toContain('committed');
  });

  it('roll back what a failing work wrote, and leave the connection as they found it', async () => {
    await expect(
      inTenant(handle.db, companyId, async (tx) => {
        await tx.execute(sql`insert into tenant_probe values ('rolled back')`);
        throw new Error('the use case refused');
      }),
    ).rejects.toThrow('the use case refused');
    expect(await notes()).not.toContain('rolled back');
    for (let run = 0; run < 12; run++) {
      const outside = await settings(handle.db);
      expect(outside?.company ?? null).toBeNull();
      expect(outside?.role).not.toBe('bilan_tenant');
    }
  });

  it('roll back when the database refuses a statement, and the next transaction works', async () => {
    await expect(inTenant(handle.db, companyId, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toBeDefined();
    expect(await inTenant(handle.db, companyId, (tx) => settings(tx))).toEqual({
      company: companyId,
      role: 'bilan_tenant',
    });
  });

  it('refuse a company id that is not a UUID before anything reaches the database', async () => {
    await expect(inTenant(handle.db, "x', true); drop table tenant_probe; --", (tx) => settings(tx))).rejects.toThrow(
      'A tenant company id must be a UUID',
    );
    expect(await notes()).toContain('committed');
  });
});
