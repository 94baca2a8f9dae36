import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { distributionProblems, LOCAL_TABLES, tenantTableNames } from './distribution-rules.ts';

/** Runs `work` in a transaction rolled back afterwards, so the tables it makes leave no trace. */
async function problemsWith(handle: DatabaseHandle, statements: string): Promise<string[]> {
  let problems: string[] = [];
  await handle.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(statements));
      problems = await distributionProblems(tx);
      throw new Error('rolled back');
    })
    .catch((error: Error) => {
      if (error.message !== 'rolled back') throw error;
    });
  return problems;
}

describe('the keys of the tenant tables (pg_catalog)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('lets every tenant table be distributed by company_id', async () => {
    expect(await distributionProblems(handle.db)).toEqual([]);
  });

  it('counts the ledger among the tenant tables and the mail queue among the local ones', async () => {
    const tenants = await tenantTableNames(handle.db);
    expect(tenants).toEqual(expect.arrayContaining(['journal_entry', 'journal_line', 'account_balance', 'party']));
    expect(tenants).not.toContain('company');
    expect(tenants).not.toContain('app_user');
    for (const local of Object.keys(LOCAL_TABLES)) expect(tenants).not.toContain(local);
  });

  it('reports a key, a unique index and foreign keys without company_id', async () => {
    const problems = await problemsWith(
      handle,
      `create table bad_tag (id uuid primary key, company_id uuid not null, code text unique);
       create table bad_tag_use (company_id uuid not null, tag_id uuid references bad_tag (id),
         primary key (company_id, tag_id));
       create table bad_reference (code text primary key, line_id uuid, line_company uuid,
         foreign key (line_company, line_id) references journal_line (company_id, id));
       create table bad_nullable (company_id uuid, id uuid, primary key (id));`,
    );
    expect(problems).toEqual([
      'bad_nullable: company_id may be null',
      'bad_nullable: unique index bad_nullable_pkey does not contain company_id',
      'bad_reference: foreign key bad_reference_line_company_line_id_fkey from a table not distributed by company to journal_line',
      'bad_tag: unique index bad_tag_code_key does not contain company_id',
      'bad_tag: unique index bad_tag_pkey does not contain company_id',
      'bad_tag_use: foreign key bad_tag_use_tag_id_fkey to tenant table bad_tag does not pair company_id on both sides',
    ]);
  });

  it('reports a tenant table that refers to the mail queue', async () => {
    const problems = await problemsWith(
      handle,
      `create table bad_mail_use (company_id uuid not null, mail_id uuid references outbox_mail (id),
         primary key (company_id, mail_id));`,
    );
    expect(problems).toEqual(['bad_mail_use: foreign key bad_mail_use_mail_id_fkey to the local table outbox_mail']);
  });
});
