import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { type Books, books } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

/** Migration vat_treatment_accounts, run again on charts put back as an earlier version left them. */
async function runMigration() {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_vat_treatment_accounts.sql'));
  await context.handle.db.execute(sql.raw(readFileSync(join(MIGRATIONS_DIR, file ?? ''), 'utf8')));
}

async function numbersOf(company: Books, numbers: string[]) {
  const rows = await queryRows<{ number: string; is_group: boolean }>(
    context.handle.db,
    sql`select number, is_group from company_account
        where company_id = ${company.companyId} and number in (${sql.join(numbers, sql`, `)}) order by number`,
  );
  return rows.map((row) => `${row.number}${row.is_group ? ' (group)' : ''}`);
}

describe('migration vat_treatment_accounts', () => {
  it('gives older charts 44520 and 44530 (France) or 4458 (Cameroon), once', async () => {
    const cameroon = await books(context.app);
    const france = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    await context.handle.db.execute(
      sql`delete from company_account where number in ('4458', '44520', '44530')
          and company_id in (${cameroon.companyId}, ${france.companyId})`,
    );
    expect(await numbersOf(cameroon, ['4458'])).toEqual([]);

    await runMigration();
    await runMigration();
    expect(await numbersOf(cameroon, ['4458', '44520', '44530'])).toEqual(['4458']);
    expect(await numbersOf(france, ['4458', '44520', '44530'])).toEqual(['44520', '44530']);
  });
});
