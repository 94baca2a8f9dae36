import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import {
  changeState,
  createDraft,
  documentsUrl,
  entryBody,
  type LedgerCompany,
} from '../../testing/ledger-fixtures.ts';
import { books } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

/** Migration pcg_result_accounts_postable, run again on rows put back as an earlier version left them. */
async function runDataMigration() {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_pcg_result_accounts_postable.sql'));
  const text = readFileSync(join(MIGRATIONS_DIR, file ?? ''), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((statement) => statement.trim());
  expect(statements.length).toBe(3);
  for (const statement of statements) await context.handle.db.execute(sql.raw(statement));
}

const frenchCompany = () => books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });

async function accountIdOf(company: LedgerCompany, number: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    context.handle.db,
    sql`select id from company_account where company_id = ${company.companyId} and number = ${number}`,
  );
  return row?.id;
}

/** 1209 under 120, as the chart of an earlier version gave every French company. */
async function putBack1209(company: LedgerCompany): Promise<string> {
  await context.handle.db.execute(sql`insert into company_account
    (id, company_id, number, class_number, nature, is_group, ref_account_number)
    values (gen_random_uuid(), ${company.companyId}, '1209', '1', 'equity', false, '1209')`);
  return (await accountIdOf(company, '1209')) ?? '';
}

/** The appropriation of 100.00 € of profit to other reserves: 120 D / 1068 C. */
async function appropriate(company: LedgerCompany) {
  const lines = [
    { account: (await accountIdOf(company, '120')) ?? '', debit: '100.00' },
    { account: (await accountIdOf(company, '1068')) ?? '', credit: '100.00' },
  ];
  const draft = await call(
    context.app,
    'POST',
    documentsUrl(company),
    entryBody(company, lines, { date: `${company.year}-05-20` }),
    { token: company.token },
  );
  return draft.statusCode === 201 ? changeState(context.app, company, draft.json().id, 'VALIDATED') : draft;
}

describe('migration pcg_result_accounts_postable', () => {
  it('a new French company posts to 120 (its chart has no 1209)', async () => {
    const company = await frenchCompany();
    expect(await accountIdOf(company, '1209')).toBeUndefined();
    expect((await appropriate(company)).statusCode).toBe(200);
  });

  it('takes 1209 out of an existing chart, so 120 takes the appropriation entry', async () => {
    const company = await frenchCompany();
    await putBack1209(company);
    const refused = await appropriate(company);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'ACCOUNT_IS_GROUP']);

    await runDataMigration();

    expect(await accountIdOf(company, '1209')).toBeUndefined();
    const booked = await appropriate(company);
    expect(booked.statusCode).toBe(200);
    const lines = await queryRows<{ number: string; debit: string; credit: string }>(
      context.handle.db,
      sql`select a.number, l.debit::text, l.credit::text from journal_line l
          join company_account a on a.id = l.account_id
          where l.entry_id = ${booked.json().journalEntryId} order by l.line_number`,
    );
    expect(lines).toEqual([
      { number: '120', debit: '10000', credit: '0' },
      { number: '1068', debit: '0', credit: '10000' },
    ]);
  });

  it('keeps a 1209 that holds postings, with its history', async () => {
    const company = await frenchCompany();
    const id = await putBack1209(company);
    const draft = await createDraft(
      context.app,
      company,
      [
        { account: id, debit: '50.00' },
        { account: (await accountIdOf(company, '1068')) ?? '', credit: '50.00' },
      ],
      { date: `${company.year}-02-01` },
    );
    expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);

    await runDataMigration();

    expect(await accountIdOf(company, '1209')).toBe(id);
  });
});
