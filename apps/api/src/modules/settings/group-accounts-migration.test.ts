import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { type Books, books } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

/**
 * The data part of migration party_control_accounts (what follows its column additions), run again
 * on rows put back as an earlier version left them: it must bring them to the group-account rule.
 */
async function runDataMigration() {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_party_control_accounts.sql'));
  const text = readFileSync(join(MIGRATIONS_DIR, file ?? ''), 'utf8');
  const statements = text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => !statement.startsWith('ALTER TABLE'));
  expect(statements.length).toBe(3);
  for (const statement of statements) await context.handle.db.execute(sql.raw(statement));
}

const settingsOf = async (company: Books) =>
  (
    await call(context.app, 'GET', `/v1/companies/${company.companyId}/settings`, undefined, { token: company.token })
  ).json();

async function accountIdOf(company: Books, number: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    context.handle.db,
    sql`select id from company_account where company_id = ${company.companyId} and number = ${number}`,
  );
  return row?.id ?? '';
}

async function controlAccountOf(company: Books, kind: 'customers' | 'suppliers', id: string) {
  const party = await call(context.app, 'GET', `/v1/companies/${company.companyId}/${kind}/${id}`, undefined, {
    token: company.token,
  });
  return party.json().controlAccountNumber as string;
}

describe('migration party_control_accounts', () => {
  it('moves settings and unposted parties on group accounts to the first leaf; French ids to their fields', async () => {
    const cameroon = await books(context.app);
    // No settings saved yet: the row below is the earlier version's.
    const france = await books(
      context.app,
      { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' },
      { signupDefaults: true },
    );
    // As an earlier version left them: settings on 411, 401, 521, 571, 701, 601 (groups now), parties under 411 / 401.
    const old = {
      customer: '411',
      supplier: '401',
      salesRevenue: '701',
      purchaseExpense: '601',
      vatCollected: '4431',
      vatDeductible: '4452',
      bank: '521',
      cash: '571',
      mobileMoney: '552',
      mobileMoneyByOperator: { MTN: '521' },
      vatDeductibleByPrefix: { '2': '4451' },
    };
    await context.handle.db.execute(sql`insert into company_settings
      (company_id, default_vat_rates, posting_accounts, fiscal_year_start_month)
      values (${cameroon.companyId}, '{19.25}'::text[], ${JSON.stringify(old)}::jsonb, 1)`);
    await context.handle.db.execute(
      sql`update sub_account set account_id = ${await accountIdOf(cameroon, '411')}
          where id = (select sub_account_id from party where id = ${cameroon.customerId})`,
    );
    await context.handle.db.execute(
      sql`update sub_account set account_id = ${await accountIdOf(cameroon, '401')}
          where id = (select sub_account_id from party where id = ${cameroon.supplierId})`,
    );
    // A French company from before the leaves 445660 and 411100, its VAT number and SIRET typed in the old fields.
    await context.handle.db.execute(
      sql`delete from company_account where company_id = ${france.companyId} and number = '445660'`,
    );
    await context.handle.db.execute(sql`insert into company_settings
      (company_id, tax_id, trade_register, default_vat_rates, posting_accounts, fiscal_year_start_month)
      values (${france.companyId}, 'FR 44 732829320', '732 829 320 00017', '{20}'::text[],
        ${JSON.stringify({ ...old, customer: '411', supplier: '401', salesRevenue: '706', purchaseExpense: '607', vatCollected: '44571', vatDeductible: '44566', bank: '512', cash: '53', mobileMoney: '512', mobileMoneyByOperator: {}, vatDeductibleByPrefix: { '2': '44562' } })}::jsonb,
        1)`);

    await runDataMigration();

    expect((await settingsOf(cameroon)).postingAccounts).toEqual({
      ...old,
      customer: '4111',
      supplier: '4011',
      salesRevenue: '7011',
      purchaseExpense: '6011',
      bank: '5211',
      cash: '5711',
      mobileMoneyByOperator: { MTN: '5211' },
      // Saved before VAT treatments: the framework's withholding accounts apply.
      precompteWithheld: '4478',
      precompteSuffered: '4492',
      vatWithheldByCustomers: '4458',
    });
    expect(await controlAccountOf(cameroon, 'customers', cameroon.customerId)).toBe('4111');
    expect(await controlAccountOf(cameroon, 'suppliers', cameroon.supplierId)).toBe('4011');

    const french = await settingsOf(france);
    expect(french.postingAccounts).toMatchObject({
      customer: '411100',
      supplier: '4011',
      vatDeductible: '445660',
      bank: '5121',
      cash: '531',
    });
    expect(french).toMatchObject({ siren: '732829320', siret: '73282932000017', vatNumber: 'FR44732829320' });
    expect(await accountIdOf(france, '445660')).not.toBe('');
  });
});
