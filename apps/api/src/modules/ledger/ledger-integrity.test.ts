import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { databaseErrorCode, inTenant } from '../../db/tenant.ts';
import {
  BALANCED_LINES,
  changeState,
  createDraft,
  documentsUrl,
  documentUrl,
  entryBody,
  type LedgerCompany,
  ledgerCompany,
} from '../../testing/ledger-fixtures.ts';
import { queryRows, refusal, tamperAsSuperuser } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

/*
 * The walls around the ledger that do not depend on the service code being right: the database
 * refuses to change posted lines, the hash chain shows what was changed behind its back, row-level
 * security keeps each company to its own rows, and every route answers another company's ids with
 * 404 and leaves its data alone.
 */

let context: TestContext;
/** Every table under row-level security (ledger, parties, payments…), read from the catalogue. */
let tenantTables: string[] = [];
beforeAll(async () => {
  context = await createTestContext();
  const tables = await queryRows<{ name: string }>(
    context.handle.db,
    sql`select relname as name from pg_class
        where relkind = 'r' and relrowsecurity and relnamespace = 'public'::regnamespace order by relname`,
  );
  tenantTables = tables.map((table) => table.name);
});
afterAll(() => context.close());

const MISSING_ID = '0190f1a0-0000-7000-8000-00000000dead';

const DEADLOCK = '40P01';

/**
 * On PostgreSQL every test file shares one database: a statement that locks whole tables may
 * meet another file's posting in a deadlock, which the server breaks by failing one side. Ours is
 * tried again; the application's own transactions retry by themselves.
 */
async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || databaseErrorCode(error) !== DEADLOCK) throw error;
    }
  }
}

async function postedCompany(entries = 3): Promise<{ company: LedgerCompany; documentIds: string[] }> {
  const company = await ledgerCompany(context.app);
  const documentIds: string[] = [];
  for (let index = 0; index < entries; index++) {
    const draft = await createDraft(context.app, company);
    const validated = await changeState(context.app, company, draft.id, 'VALIDATED');
    if (validated.statusCode !== 200) throw new Error(`not validated: ${validated.body}`);
    documentIds.push(draft.id);
  }
  return { company, documentIds };
}

interface EntryRow {
  id: string;
  number: string;
  chainPosition: number;
}

async function entriesOf(company: LedgerCompany): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    context.handle.db,
    sql`select id, number, chain_position as "chainPosition" from journal_entry
        where work_folder_id = ${company.workFolderId} order by chain_position`,
  );
}

function verify(company: LedgerCompany): Promise<LightMyRequestResponse> {
  return call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/ledger/verify`, undefined, {
    token: company.token,
  });
}

/** The ledger's own tenant tables (migration 0002); others join them under row-level security. */
const LEDGER_TABLES = [
  'company_account',
  'sub_account',
  'work_folder',
  'journal',
  'journal_counter',
  'journal_entry',
  'journal_line',
  'account_balance',
  'accounting_document',
  'document_line',
] as const;

/** Row count and digest of every row of a company, in every tenant table: any change shows. */
async function snapshot(companyId: string) {
  expect(tenantTables).toEqual(expect.arrayContaining([...LEDGER_TABLES]));
  const parts = tenantTables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as rows,
            md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.raw(`"${table}"`)} t where t.company_id = ${companyId}`,
  );
  return queryRows<{ name: string; rows: number; digest: string }>(
    context.handle.db,
    sql.join(parts, sql` union all `),
  );
}

describe('append-only ledger, enforced by the database', () => {
  let company: LedgerCompany;
  let entry: EntryRow;
  beforeAll(async () => {
    ({ company } = await postedCompany(1));
    const [first] = await entriesOf(company);
    if (!first) throw new Error('no entry posted');
    entry = first;
  });

  it.each<[string, () => SQL]>([
    ['UPDATE of a journal line', () => sql`update journal_line set debit = debit + 1 where entry_id = ${entry.id}`],
    ['DELETE of a journal line', () => sql`delete from journal_line where entry_id = ${entry.id}`],
    ['UPDATE of a journal entry', () => sql`update journal_entry set label = 'Rewritten' where id = ${entry.id}`],
    [
      'DELETE of a journal entry and its lines',
      () => sql`with lines as (delete from journal_line where entry_id = ${entry.id})
                delete from journal_entry where id = ${entry.id}`,
    ],
  ])('refuses the %s, even to the table owner (LEDGER_IS_APPEND_ONLY)', async (_case, statement) => {
    const before = await snapshot(company.companyId);
    expect(await refusal(context.handle.db.execute(statement()))).toContain('LEDGER_IS_APPEND_ONLY');
    expect(await snapshot(company.companyId)).toEqual(before);
  });

  it.each([
    // Without CASCADE the foreign keys refuse first (matchings and carried items reference the lines);
    // with it, the trigger must refuse the whole statement.
    ['journal_line', sql`truncate journal_line cascade`],
    ['journal_entry', sql`truncate journal_entry cascade`],
  ])('refuses TRUNCATE of %s (LEDGER_IS_APPEND_ONLY)', async (_table, statement) => {
    const before = await snapshot(company.companyId);
    const message = await refusal(
      retryingDeadlocks(() =>
        context.handle.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '20s'`);
          await tx.execute(statement);
        }),
      ),
    );
    expect(message).toContain('LEDGER_IS_APPEND_ONLY');
    expect(await snapshot(company.companyId)).toEqual(before);
    expect((await verify(company)).json()).toEqual({ valid: true, checkedEntries: 1, firstBrokenEntry: null });
  });
});

/**
 * Runs `work` with the append-only triggers off, in one transaction, as someone with the database
 * password could: other sessions never see the triggers disabled, since DDL is transactional.
 * Tables are taken in the order postings take them (entries, then lines).
 */
async function behindTheTriggers(work: (tx: Executor) => Promise<void>): Promise<void> {
  await retryingDeadlocks(() =>
    context.handle.db.transaction(async (tx) => {
      await tx.execute(sql`alter table journal_entry disable trigger journal_entry_append_only`);
      await tx.execute(sql`alter table journal_line disable trigger journal_line_append_only`);
      await work(tx);
      // Deferred foreign keys (a document and its entry) are checked now: ALTER TABLE refuses to run over pending checks.
      await tx.execute(sql`set constraints all immediate`);
      await tx.execute(sql`alter table journal_line enable trigger journal_line_append_only`);
      await tx.execute(sql`alter table journal_entry enable trigger journal_entry_append_only`);
    }),
  );
}

/** Unlinks the document of an entry first, so the entry can go (the document's foreign key). */
async function deleteEntry(tx: Executor, entryId: string): Promise<void> {
  await tx.execute(sql`update accounting_document set journal_entry_id = null where journal_entry_id = ${entryId}`);
  await tx.execute(sql`delete from journal_line where entry_id = ${entryId}`);
  await tx.execute(sql`delete from journal_entry where id = ${entryId}`);
}

describe('tampering behind the triggers is detected by GET .../ledger/verify', () => {
  it('reports CONTENT_CHANGED at an entry whose amounts were changed, though it still balances', async () => {
    const { company } = await postedCompany(3);
    const entries = await entriesOf(company);
    const second = entries[1];
    if (!second) throw new Error('three entries expected');
    expect((await verify(company)).json()).toEqual({ valid: true, checkedEntries: 3, firstBrokenEntry: null });

    // BALANCED_LINES: 521 debit 1 000 000, 571 debit 200 000, 101 credit 1 200 000.
    await behindTheTriggers(async (tx) => {
      await tx.execute(
        sql`update journal_line set debit = debit + 1 where entry_id = ${second.id} and line_number = 1`,
      );
      await tx.execute(
        sql`update journal_line set credit = credit + 1 where entry_id = ${second.id} and line_number = 3`,
      );
    });

    const [totals] = await queryRows<{ debit: string; credit: string }>(
      context.handle.db,
      sql`select sum(debit)::text as debit, sum(credit)::text as credit from journal_line where entry_id = ${second.id}`,
    );
    expect(totals).toEqual({ debit: '1200001', credit: '1200001' });
    expect((await verify(company)).json()).toEqual({
      valid: false,
      checkedEntries: 1,
      firstBrokenEntry: {
        id: second.id,
        number: `OD-${company.year}-000002`,
        chainPosition: 2,
        reason: 'CONTENT_CHANGED',
      },
    });
  });

  it('reports CONTENT_CHANGED at an entry whose label was rewritten', async () => {
    const { company } = await postedCompany(2);
    const [first] = await entriesOf(company);
    if (!first) throw new Error('entries expected');

    await behindTheTriggers(async (tx) => {
      await tx.execute(sql`update journal_entry set label = 'Nothing to see' where id = ${first.id}`);
    });

    expect((await verify(company)).json()).toEqual({
      valid: false,
      checkedEntries: 0,
      firstBrokenEntry: {
        id: first.id,
        number: `OD-${company.year}-000001`,
        chainPosition: 1,
        reason: 'CONTENT_CHANGED',
      },
    });
  });

  it('reports ENTRIES_MISSING_AT_END when the last entry and its lines are deleted', async () => {
    const { company } = await postedCompany(3);
    const entries = await entriesOf(company);
    const last = entries[2];
    if (!last) throw new Error('three entries expected');

    await behindTheTriggers((tx) => deleteEntry(tx, last.id));

    expect(await entriesOf(company)).toHaveLength(2);
    expect((await verify(company)).json()).toEqual({
      valid: false,
      checkedEntries: 2,
      firstBrokenEntry: { id: '', number: '', chainPosition: 3, reason: 'ENTRIES_MISSING_AT_END' },
    });
  });

  it('reports ENTRY_MISSING_BEFORE at the entry that follows one deleted in the middle', async () => {
    const { company } = await postedCompany(3);
    const [, middle, third] = await entriesOf(company);
    if (!middle || !third) throw new Error('three entries expected');

    await behindTheTriggers((tx) => deleteEntry(tx, middle.id));

    expect((await verify(company)).json()).toEqual({
      valid: false,
      checkedEntries: 1,
      firstBrokenEntry: {
        id: third.id,
        number: `OD-${company.year}-000003`,
        chainPosition: 3,
        reason: 'ENTRY_MISSING_BEFORE',
      },
    });
  });
});

describe('row-level security', () => {
  let companyA: LedgerCompany;
  let companyB: LedgerCompany;
  beforeAll(async () => {
    ({ company: companyA } = await postedCompany(1));
    ({ company: companyB } = await postedCompany(2));
  });

  async function ownRows(table: string, companyId: string): Promise<number> {
    const [row] = await queryRows<{ rows: number }>(
      context.handle.db,
      sql`select count(*)::int as rows from ${sql.raw(table)} where company_id = ${companyId}`,
    );
    return row?.rows ?? -1;
  }

  it.each(['journal_line', 'journal_entry', 'company_account', 'work_folder', 'account_balance'])(
    'shows a tenant transaction only its own rows of %s',
    async (table) => {
      const ownA = await ownRows(table, companyA.companyId);
      const ownB = await ownRows(table, companyB.companyId);
      expect(ownA).toBeGreaterThan(0);
      expect(ownB).toBeGreaterThan(0);
      const seen = await inTenant(context.handle.db, companyA.companyId, async (tx) => {
        const [all] = await queryRows<{ rows: number }>(tx, sql`select count(*)::int as rows from ${sql.raw(table)}`);
        const [ofB] = await queryRows<{ rows: number }>(
          tx,
          sql`select count(*)::int as rows from ${sql.raw(table)} where company_id = ${companyB.companyId}`,
        );
        return { all: all?.rows, ofB: ofB?.rows };
      });
      expect(seen).toEqual({ all: ownA, ofB: 0 });
    },
  );

  it('forces row-level security on every table that carries a company_id', async () => {
    const tables = await queryRows<{ name: string; enabled: boolean; forced: boolean }>(
      context.handle.db,
      sql`select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
          from information_schema.columns k join pg_class c on c.relname = k.table_name and c.relkind = 'r'
          where k.table_schema = 'public' and k.column_name = 'company_id'
            and c.relnamespace = 'public'::regnamespace order by c.relname`,
    );
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining([...LEDGER_TABLES, 'party']));
    // Memberships are read at login, before any company is chosen, and security events are written
    // there (a failed login has no company); an invitation is read by the invited person from any
    // company: tables of the platform, not of a tenant.
    const unprotected = tables.filter((table) => !table.enabled || !table.forced).map((table) => table.name);
    expect(unprotected).toEqual(['invitation', 'membership', 'security_event']);
  });

  it('gives the tenant role no access at all to the security events', async () => {
    const read = context.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local role bilan_tenant`);
      await tx.execute(sql`select count(*) from security_event`);
    });
    expect(await refusal(read)).toContain('permission denied');
  });

  it('shows nothing to the tenant role when no company is set', async () => {
    const counts = await context.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local role bilan_tenant`);
      return queryRows<{ lines: number; accounts: number }>(
        tx,
        sql`select (select count(*)::int from journal_line) as lines, (select count(*)::int from company_account) as accounts`,
      );
    });
    expect(counts).toEqual([{ lines: 0, accounts: 0 }]);
  });

  it.each<[string, (b: LedgerCompany) => SQL]>([
    [
      'a journal',
      (b) => sql`insert into journal (id, company_id, code, type, is_system)
                 values (gen_random_uuid(), ${b.companyId}, 'RLS', 'MISC', false)`,
    ],
    [
      'an account',
      (b) => sql`insert into company_account (id, company_id, number, class_number, nature, is_group)
                 values (gen_random_uuid(), ${b.companyId}, '6019', '6', 'debit', false)`,
    ],
    [
      'a work folder',
      (b) => sql`insert into work_folder (id, company_id, name, start_date, end_date)
                 values (gen_random_uuid(), ${b.companyId}, 'Intrus', '2001-01-01', '2001-12-31')`,
    ],
  ])('refuses to insert %s carrying another company_id', async (_case, statement) => {
    const before = await snapshot(companyB.companyId);
    const message = await refusal(
      inTenant(context.handle.db, companyA.companyId, (tx) => tx.execute(statement(companyB))),
    );
    expect(message).toMatch(/row-level security/);
    expect(await snapshot(companyB.companyId)).toEqual(before);
  });

  it("updates and deletes none of another company's rows", async () => {
    const before = await snapshot(companyB.companyId);
    const touched = await inTenant(context.handle.db, companyA.companyId, async (tx) => {
      const renamed = await queryRows<{ id: string }>(
        tx,
        sql`update company_account set custom_label = 'Pris' where company_id = ${companyB.companyId} returning id`,
      );
      const removed = await queryRows<{ id: string }>(
        tx,
        sql`delete from document_line where company_id = ${companyB.companyId} returning id`,
      );
      return renamed.length + removed.length;
    });
    expect(touched).toBe(0);
    expect(await snapshot(companyB.companyId)).toEqual(before);
  });
});

describe("another company's ids answer 404 and change nothing", () => {
  let a: LedgerCompany;
  let b: LedgerCompany;
  let ids: {
    bankAccountB: string;
    customersB: string;
    customersA: string;
    subAccountB: string;
    draftB: string;
    validatedB: string;
  };
  beforeAll(async () => {
    a = await ledgerCompany(context.app);
    b = await ledgerCompany(context.app);
    const customersB = b.accounts['4111'] ?? '';
    const subAccount = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${b.companyId}/sub-accounts-company`,
      { accountId: customersB, number: 'CB001', label: 'Client de B' },
      { token: b.token },
    );
    const journal = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${b.companyId}/journals`,
      { code: 'BJ', label: 'Journal de B', type: 'MISC' },
      { token: b.token },
    );
    expect([subAccount.statusCode, journal.statusCode]).toEqual([201, 201]);
    const validated = await createDraft(context.app, b);
    expect((await changeState(context.app, b, validated.id, 'VALIDATED')).statusCode).toBe(200);
    const draft = await createDraft(context.app, b);
    ids = {
      bankAccountB: b.accounts['5211'] ?? '',
      customersB,
      customersA: a.accounts['4111'] ?? '',
      subAccountB: subAccount.json().id,
      draftB: draft.id,
      validatedB: validated.id,
    };
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  interface Row {
    method: Method;
    url: () => string;
    body?: () => unknown;
    /** For an id in a body: the same request with an id that exists nowhere, which B's id must answer like. */
    missing?: () => unknown;
  }

  const companyB = () => `/v1/accountings/companies/${b.companyId}`;
  const companyA = () => `/v1/accountings/companies/${a.companyId}`;
  const period = () => ({ name: 'Intrus', startDate: `${b.year}-01-01`, endDate: `${b.year}-12-31` });
  const entryOfB = () => entryBody(b, BALANCED_LINES);

  const rows: Record<string, Row> = {
    'GET chart-of-accounts of B': { method: 'GET', url: () => `${companyB()}/chart-of-accounts` },
    'GET accounts-company/{B account} under B': {
      method: 'GET',
      url: () => `${companyB()}/accounts-company/${ids.bankAccountB}`,
    },
    'GET accounts-company/{B account} under A': {
      method: 'GET',
      url: () => `${companyA()}/accounts-company/${ids.bankAccountB}`,
    },
    'POST accounts-company of B': {
      method: 'POST',
      url: () => `${companyB()}/accounts-company`,
      body: () => ({ number: '6019', label: 'Intrus' }),
    },
    'PUT accounts-company of B': {
      method: 'PUT',
      url: () => `${companyB()}/accounts-company`,
      body: () => ({ id: ids.bankAccountB, number: '5211', label: 'Intrus', active: false }),
    },
    'PUT accounts-company of A with the id of a B account': {
      method: 'PUT',
      url: () => `${companyA()}/accounts-company`,
      body: () => ({ id: ids.bankAccountB, number: '5211', label: 'Intrus', active: false }),
    },
    'POST sub-accounts-company of B': {
      method: 'POST',
      url: () => `${companyB()}/sub-accounts-company`,
      body: () => ({ accountId: ids.customersB, number: 'X001', label: 'Intrus' }),
    },
    'POST sub-accounts-company of A under a B account': {
      method: 'POST',
      url: () => `${companyA()}/sub-accounts-company`,
      body: () => ({ accountId: ids.customersB, number: 'X002', label: 'Intrus' }),
      missing: () => ({ accountId: MISSING_ID, number: 'X002', label: 'Intrus' }),
    },
    'PUT sub-accounts-company of B': {
      method: 'PUT',
      url: () => `${companyB()}/sub-accounts-company`,
      body: () => ({ id: ids.subAccountB, accountId: ids.customersB, number: 'CB001', label: 'Intrus' }),
    },
    'PUT sub-accounts-company of A with the id of a B sub-account': {
      method: 'PUT',
      url: () => `${companyA()}/sub-accounts-company`,
      body: () => ({ id: ids.subAccountB, accountId: ids.customersA, number: 'CB001', label: 'Intrus' }),
    },
    'GET journals of B': { method: 'GET', url: () => `${companyB()}/journals` },
    'POST journals of B': {
      method: 'POST',
      url: () => `${companyB()}/journals`,
      body: () => ({ code: 'XX', label: 'Intrus', type: 'MISC' }),
    },
    'GET workFolders of B': { method: 'GET', url: () => `/v1/accountings/workFolders/companies/${b.companyId}` },
    'POST workFolders of B': {
      method: 'POST',
      url: () => `/v1/accountings/workFolders/companies/${b.companyId}`,
      body: () => ({ ...period(), startDate: `${b.year + 1}-01-01`, endDate: `${b.year + 1}-12-31` }),
    },
    'POST workFolders of A renaming the B folder': {
      method: 'POST',
      url: () => `/v1/accountings/workFolders/companies/${a.companyId}`,
      body: () => ({ ...period(), id: b.workFolderId }),
    },
    'POST workFolders of A with companyId B in the body': {
      method: 'POST',
      url: () => `/v1/accountings/workFolders/companies/${a.companyId}`,
      body: () => ({
        ...period(),
        companyId: b.companyId,
        startDate: `${b.year + 1}-01-01`,
        endDate: `${b.year + 1}-12-31`,
      }),
    },
    'GET the B work folder': { method: 'GET', url: () => `/v1/accountings/workFolders/${b.workFolderId}` },
    'GET documents of the B folder': {
      method: 'GET',
      url: () => `${documentsUrl(b)}?type=JOURNAL_ENTRY`,
    },
    'POST a document into the B folder': { method: 'POST', url: () => documentsUrl(b), body: entryOfB },
    'POST a document into the A folder on B accounts': {
      method: 'POST',
      url: () => documentsUrl(a),
      body: () =>
        entryBody(a, [
          { account: ids.bankAccountB, debit: '10' },
          { account: '1013', credit: '10' },
        ]),
      missing: () =>
        entryBody(a, [
          { account: MISSING_ID, debit: '10' },
          { account: '1013', credit: '10' },
        ]),
    },
    'GET a B document': { method: 'GET', url: () => documentUrl(b, ids.validatedB) },
    'GET a B document through the A folder': { method: 'GET', url: () => documentUrl(a, ids.validatedB) },
    'PUT a B draft': { method: 'PUT', url: () => documentUrl(b, ids.draftB), body: entryOfB },
    'PUT a B draft through the A folder': {
      method: 'PUT',
      url: () => documentUrl(a, ids.draftB),
      body: () => entryBody(a, BALANCED_LINES),
    },
    'DELETE a B draft': { method: 'DELETE', url: () => documentUrl(b, ids.draftB) },
    'DELETE a B draft through the A folder': { method: 'DELETE', url: () => documentUrl(a, ids.draftB) },
    'POST state VALIDATED of a B draft': { method: 'POST', url: () => `${documentUrl(b, ids.draftB)}/state/VALIDATED` },
    'POST state VALIDATED of a B draft through the A folder': {
      method: 'POST',
      url: () => `${documentUrl(a, ids.draftB)}/state/VALIDATED`,
    },
    'POST state CANCELLED of a validated B document': {
      method: 'POST',
      url: () => `${documentUrl(b, ids.validatedB)}/state/CANCELLED`,
    },
    'GET the journal report of the B folder': {
      method: 'GET',
      url: () => `/v1/accountings/workFolders/${b.workFolderId}/journal`,
    },
    'GET ledger verify of the B folder': {
      method: 'GET',
      url: () => `/v1/accountings/workFolders/${b.workFolderId}/ledger/verify`,
    },
  };

  it.each(Object.keys(rows))('%s', async (name) => {
    const row = rows[name];
    if (!row) throw new Error(name);
    const before = await snapshot(b.companyId);
    const response = await call(context.app, row.method, row.url(), row.body?.(), { token: a.token });
    const answer = [response.statusCode, errorOf(response).code];
    if (row.missing) {
      const asMissing = await call(context.app, row.method, row.url(), row.missing(), { token: a.token });
      expect(answer, response.body).toEqual([asMissing.statusCode, errorOf(asMissing).code]);
      expect(answer[0]).toBeGreaterThanOrEqual(400);
    } else {
      expect(answer, response.body).toEqual([404, 'NOT_FOUND']);
    }
    expect(await snapshot(b.companyId)).toEqual(before);
  });

  it('leaves company B with its two documents, one entry and a valid chain', async () => {
    const list = await call(context.app, 'GET', documentsUrl(b), undefined, {
      token: b.token,
      query: { type: 'JOURNAL_ENTRY' },
    });
    expect(list.json().items.map((document: { id: string; state: string }) => [document.id, document.state])).toEqual([
      [ids.draftB, 'DRAFT'],
      [ids.validatedB, 'VALIDATED'],
    ]);
    expect((await verify(b)).json()).toEqual({ valid: true, checkedEntries: 1, firstBrokenEntry: null });
  });
});

describe('balances follow the ledger', () => {
  it.each<[string, (company: LedgerCompany) => SQL]>([
    [
      'lowering',
      ({ companyId, workFolderId }) =>
        sql`update account_balance set debit = debit - 1 where company_id = ${companyId} and work_folder_id = ${workFolderId}`,
    ],
    [
      're-keying',
      ({ workFolderId }) => sql`update account_balance set month = '2001-01' where work_folder_id = ${workFolderId}`,
    ],
    ['deleting', ({ workFolderId }) => sql`delete from account_balance where work_folder_id = ${workFolderId}`],
    [
      'raising',
      ({ companyId, workFolderId }) =>
        sql`update account_balance set debit = debit + 1 where company_id = ${companyId} and work_folder_id = ${workFolderId}`,
    ],
    [
      'inserting',
      ({ workFolderId }) =>
        sql`insert into account_balance (company_id, work_folder_id, account_id, sub_account_id, month, debit, credit)
            select company_id, work_folder_id, account_id, sub_account_id, '2001-01', 1, 0
            from account_balance where work_folder_id = ${workFolderId} limit 1`,
    ],
    [
      'upserting as the posting statement does',
      ({ workFolderId }) =>
        sql`insert into account_balance (company_id, work_folder_id, account_id, sub_account_id, month, debit, credit)
            select company_id, work_folder_id, account_id, sub_account_id, month, 1, 1
            from account_balance where work_folder_id = ${workFolderId}
            on conflict (company_id, work_folder_id, account_id, sub_account_id, month) do update
            set debit = account_balance.debit + excluded.debit, credit = account_balance.credit + excluded.credit`,
    ],
  ])(
    'refuses %s a balance row: the tenant role has no right to, the owner meets BALANCES_FOLLOW_THE_LEDGER',
    async (_case, statement) => {
      const { company } = await postedCompany(1);
      const before = await snapshot(company.companyId);
      const asTenant = refusal(inTenant(context.handle.db, company.companyId, (tx) => tx.execute(statement(company))));
      expect(await asTenant).toContain('permission denied for table account_balance');
      expect(await refusal(context.handle.db.execute(statement(company)))).toContain('BALANCES_FOLLOW_THE_LEDGER');
      expect(await snapshot(company.companyId)).toEqual(before);
    },
  );

  it('refuses a balance write in a later statement of a transaction that marked itself as posting', async () => {
    const { company } = await postedCompany(1);
    const before = await snapshot(company.companyId);
    const reason = await refusal(
      context.handle.db.transaction(async (tx) => {
        await tx.execute(sql`select bilan_mark_posting()`);
        await tx.execute(
          sql`update account_balance set debit = debit + 1
              where company_id = ${company.companyId} and work_folder_id = ${company.workFolderId}`,
        );
      }),
    );
    expect(reason).toContain('BALANCES_FOLLOW_THE_LEDGER');
    expect(await snapshot(company.companyId)).toEqual(before);
  });
});

describe('balances kept by postings and recomputed by verify', () => {
  const balanceOf = async (company: LedgerCompany) => {
    const [row] = await queryRows<{ account_id: string; month: string }>(
      context.handle.db,
      sql`select account_id, month from account_balance where work_folder_id = ${company.workFolderId}
          order by month, account_id limit 1`,
    );
    if (!row) throw new Error('no balance row');
    return row;
  };

  it('still balances postings, reversals and closings through the posting statement', async () => {
    const { company, documentIds } = await postedCompany(2);
    const reversed = await changeState(context.app, company, documentIds[0] ?? '', 'CANCELLED');
    expect(reversed.statusCode).toBe(200);
    const [totals] = await queryRows<{ balances: string; lines: string }>(
      context.handle.db,
      sql`select (select sum(debit) from account_balance where work_folder_id = ${company.workFolderId})::text as balances,
                 (select sum(debit) from journal_line where work_folder_id = ${company.workFolderId})::text as lines`,
    );
    expect(totals?.balances).toBe(totals?.lines);
    expect((await verify(company)).json()).toEqual({ valid: true, checkedEntries: 3, firstBrokenEntry: null });
  });

  it('reports BALANCE_MISMATCH when a superuser edits a balance row behind the guards', async () => {
    const { company } = await postedCompany(2);
    expect((await verify(company)).json()).toMatchObject({ valid: true, checkedEntries: 2 });
    const row = await balanceOf(company);
    await tamperAsSuperuser(
      context.handle.db,
      sql`update account_balance set debit = debit + 500 where work_folder_id = ${company.workFolderId}
          and account_id = ${row.account_id} and month = ${row.month}`,
    );
    expect((await verify(company)).json()).toEqual({
      valid: false,
      checkedEntries: 2,
      firstBrokenEntry: { id: row.account_id, number: row.month, chainPosition: 0, reason: 'BALANCE_MISMATCH' },
    });
  });
});

describe('chain heads follow the ledger', () => {
  // The tenant role may not write a head at all (migration 0035): its refusal is the database's own.
  const NO_RIGHT = 'permission denied for table work_folder';
  it.each<[string, string, (company: LedgerCompany) => SQL]>([
    [
      'rewinding the head over the last entry',
      NO_RIGHT,
      ({ companyId, workFolderId }) =>
        sql`update work_folder set posted_entry_count = posted_entry_count - 1,
              chain_head_hash = (select hash from journal_entry
                where company_id = ${companyId} and work_folder_id = ${workFolderId} and chain_position = 1)
            where company_id = ${companyId} and id = ${workFolderId}`,
    ],
    [
      'pointing the head at another hash',
      NO_RIGHT,
      ({ companyId, workFolderId }) =>
        sql`update work_folder set chain_head_hash = 'x' where company_id = ${companyId} and id = ${workFolderId}`,
    ],
    [
      'moving the head past the last entry',
      NO_RIGHT,
      ({ companyId, workFolderId }) =>
        sql`update work_folder set posted_entry_count = posted_entry_count + 1
            where company_id = ${companyId} and id = ${workFolderId}`,
    ],
    [
      'appending an entry outside the posting statement and moving the head onto it',
      NO_RIGHT,
      ({ workFolderId: folder }) =>
        sql`with appended as (
              insert into journal_entry (id, company_id, work_folder_id, journal_id, number, chain_position, entry_date,
                label, source_type, source_id, previous_hash, hash, posted_by, posted_at)
              select gen_random_uuid(), company_id, work_folder_id, journal_id, number || '-X', 3, entry_date, label,
                source_type, null, hash, md5(hash), posted_by, posted_at
              from journal_entry where work_folder_id = ${folder} and chain_position = 2
              returning chain_position, hash
            )
            update work_folder set posted_entry_count = appended.chain_position, chain_head_hash = appended.hash
            from appended where id = ${folder}`,
    ],
    [
      'creating a work folder with a head of its own',
      'CHAIN_HEAD_FOLLOWS_THE_LEDGER',
      ({ workFolderId: folder }) =>
        sql`insert into work_folder (id, company_id, name, start_date, end_date, posted_entry_count, chain_head_hash)
            select gen_random_uuid(), company_id, 'Copie', start_date, end_date, posted_entry_count, chain_head_hash
            from work_folder where id = ${folder}`,
    ],
  ])(
    'refuses %s (the tenant role: %s; the owner: CHAIN_HEAD_FOLLOWS_THE_LEDGER)',
    async (_case, tenantRefusal, statement) => {
      const { company } = await postedCompany(2);
      const before = await snapshot(company.companyId);
      const asTenant = refusal(inTenant(context.handle.db, company.companyId, (tx) => tx.execute(statement(company))));
      expect(await asTenant).toContain(tenantRefusal);
      expect(await refusal(context.handle.db.execute(statement(company)))).toContain('CHAIN_HEAD_FOLLOWS_THE_LEDGER');
      expect(await snapshot(company.companyId)).toEqual(before);
      expect((await verify(company)).json()).toEqual({ valid: true, checkedEntries: 2, firstBrokenEntry: null });
    },
  );
});
