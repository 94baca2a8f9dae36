import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../testing/sql.ts';
import { createTestContext, signUpAndLogin, type TestContext } from '../../testing/test-app.ts';
import { createMembershipStates, forgetMembershipStates, type MembershipStates } from './membership-states.ts';

let context: TestContext;
let states: MembershipStates;
beforeAll(async () => {
  context = await createTestContext();
  states = createMembershipStates(context.handle.db);
  await states.hearing;
});
afterAll(async () => {
  await states.close();
  await context.close();
});

async function member() {
  const company = await signUpAndLogin(context.app);
  const claims = JSON.parse(Buffer.from(company.token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return { userId: claims.sub as string, companyId: company.companyId };
}

/** Changes the row behind the triggers' back, as if the change were never announced. */
async function changeUnannounced(statement: ReturnType<typeof sql>) {
  const db = context.handle.db;
  await db.execute(sql`alter table membership disable trigger membership_changed`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table membership enable trigger membership_changed`);
  }
}

describe('membership states', () => {
  it('keeps a state until the database announces a change to the membership, whoever makes it', async () => {
    const { userId, companyId } = await member();
    expect(await states.read(userId, companyId)).toMatchObject({ active: true, roles: ['OWNER'] });
    await changeUnannounced(sql`update membership set active = false where user_id = ${userId}`);
    expect(await states.read(userId, companyId), 'kept').toMatchObject({ active: true });

    await context.handle.db.execute(sql`update membership set roles = '{ACCOUNTANT}' where user_id = ${userId}`);

    await expect.poll(() => states.read(userId, companyId)).toMatchObject({ active: false, roles: ['ACCOUNTANT'] });
  });

  it("drops a state when the user's pending password change is set or ended", async () => {
    const { userId, companyId } = await member();
    expect(await states.read(userId, companyId)).toMatchObject({ mustChangePassword: false });

    await context.handle.db.execute(sql`update app_user set must_change_password = true where id = ${userId}`);

    await expect.poll(() => states.read(userId, companyId)).toMatchObject({ mustChangePassword: true });
  });

  it("drops a user's states in this process at once when told its change committed", async () => {
    const { userId, companyId } = await member();
    await states.read(userId, companyId);
    await changeUnannounced(sql`update membership set active = false where user_id = ${userId}`);

    forgetMembershipStates(context.handle.db, userId);

    expect(await states.read(userId, companyId)).toMatchObject({ active: false });
  });

  it('keeps nothing for a membership that does not exist', async () => {
    const { userId } = await member();
    const elsewhere = '0190a5a0-0000-7000-8000-00000000beef';
    expect(await states.read(userId, elsewhere)).toBeUndefined();
  });

  it('listens again after losing its connection, and keeps states again once it hears', async () => {
    const { userId, companyId } = await member();
    await queryRows(
      context.handle.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query = 'listen bilan_membership' and datname = current_database()`,
    );
    // Announced changes are seen whatever the state of the connection: while it is down nothing is kept.
    await context.handle.db.execute(sql`update membership set active = false where user_id = ${userId}`);
    await expect.poll(() => states.read(userId, companyId)).toMatchObject({ active: false });
    // Once it listens again, states are kept again: an unannounced change stays unseen.
    await expect
      .poll(
        async () => {
          await context.handle.db.execute(sql`update membership set active = true where user_id = ${userId}`);
          await expect.poll(() => states.read(userId, companyId)).toMatchObject({ active: true });
          await changeUnannounced(sql`update membership set active = false where user_id = ${userId}`);
          return (await states.read(userId, companyId))?.active;
        },
        { timeout: 5000, interval: 200 },
      )
      .toBe(true);
  });
});
