import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import {
  changeState,
  createDraft,
  type LedgerCompany,
  ledgerCompany,
  verifyLedger,
} from '../../testing/ledger-fixtures.ts';
import { queryRows, refusal, tamperAsSuperuser } from '../../testing/sql.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { GENESIS_HASH } from '../work-folders/work-folders.table.ts';
import { chainHash, chainHashV2, entryContentHash } from './entry-hash.ts';

/*
 * Issue #30, point 5 (migrations 0039 and 0040, docs/decisions/0027): no line joins a posted entry,
 * the tenant role writes neither balances nor chain heads, and the chain covers who posted and when,
 * while entries hashed before that (version 1) still verify.
 */

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function postedCompany(entries: number): Promise<LedgerCompany> {
  const company = await ledgerCompany(context.app);
  for (let index = 0; index < entries; index++) {
    const draft = await createDraft(context.app, company);
    const validated = await changeState(context.app, company, draft.id, 'VALIDATED');
    if (validated.statusCode !== 200) throw new Error(`not validated: ${validated.body}`);
  }
  return company;
}

interface EntryRow {
  id: string;
  number: string;
  position: number;
  hash: string;
  version: number;
  postedBy: string | null;
  postedAt: string;
}

const entriesOf = (company: LedgerCompany) =>
  queryRows<EntryRow>(
    context.handle.db,
    sql`select id, number, chain_position as position, hash, hash_version as version, posted_by as "postedBy",
          to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "postedAt"
        from journal_entry where work_folder_id = ${company.workFolderId} order by chain_position`,
  );

/** Lines and balances of a company: any write shows. */
const ledgerDigest = async (company: LedgerCompany) =>
  queryRows<{ lines: number; debit: string; balances: string }>(
    context.handle.db,
    sql`select (select count(*)::int from journal_line where company_id = ${company.companyId}) as lines,
          (select coalesce(sum(debit), 0)::text from journal_line where company_id = ${company.companyId}) as debit,
          (select coalesce(sum(debit), 0)::text from account_balance where company_id = ${company.companyId}) as balances`,
  );

/** A line of one unit on the account of an entry's first line: refused before any balance is checked. */
const extraLine = (entryId: string) =>
  sql`insert into journal_line (id, company_id, work_folder_id, entry_id, line_number, account_id, sub_account_id,
        sub_account_number, sub_account_label, label, entry_date, debit, credit)
      select gen_random_uuid(), company_id, work_folder_id, entry_id, 99, account_id, sub_account_id,
        sub_account_number, sub_account_label, 'Slipped in', entry_date, 1, 0
      from journal_line where entry_id = ${entryId} and line_number = 1`;

describe('a posted entry takes no more lines', () => {
  it('refuses a line added to an entry posted earlier, to the tenant role and to the owner', async () => {
    const company = await postedCompany(1);
    const [entry] = await entriesOf(company);
    if (!entry) throw new Error('no entry posted');
    const before = await ledgerDigest(company);

    const asTenant = refusal(inTenant(context.handle.db, company.companyId, (tx) => tx.execute(extraLine(entry.id))));
    expect(await asTenant).toContain('LEDGER_IS_APPEND_ONLY');
    expect(await refusal(context.handle.db.execute(extraLine(entry.id)))).toContain('LEDGER_IS_APPEND_ONLY');

    expect(await ledgerDigest(company)).toEqual(before);
    expect(await verifyLedger(context.app, company)).toEqual({
      valid: true,
      checkedEntries: 1,
      firstBrokenEntry: null,
    });
  });

  it('refuses a line added by a later statement of the transaction that appended the entry', async () => {
    const company = await postedCompany(1);
    const [first] = await entriesOf(company);
    if (!first) throw new Error('no entry posted');
    const before = await ledgerDigest(company);
    const entryId = '0190f1a0-0000-7000-8000-0000000000e2';

    const reason = await refusal(
      inTenant(context.handle.db, company.companyId, async (tx) => {
        // An entry that continues the chain, stamped with its statement's time: appended, without lines.
        await tx.execute(sql`insert into journal_entry (id, company_id, work_folder_id, journal_id, number, chain_position,
            entry_date, label, source_type, previous_hash, hash, posted_by, posted_at)
          select ${entryId}, company_id, work_folder_id, journal_id, number || '-B', 2, entry_date, label, source_type,
            hash, md5(hash), posted_by, statement_timestamp()
          from journal_entry where id = ${first.id}`);
        await tx.execute(sql`insert into journal_line (id, company_id, work_folder_id, entry_id, line_number, account_id,
            entry_date, debit, credit)
          select gen_random_uuid(), company_id, work_folder_id, ${entryId}, 1, account_id, entry_date, 1, 0
          from journal_line where company_id = ${company.companyId} and entry_id = ${first.id} and line_number = 1`);
      }),
    );
    expect(reason).toContain('LEDGER_IS_APPEND_ONLY');
    expect(await ledgerDigest(company)).toEqual(before);
    expect(await entriesOf(company)).toHaveLength(1);
  });

  it.each<[string, (first: EntryRow) => SQL]>([
    [
      'does not continue the chain',
      (first) => sql`select gen_random_uuid(), company_id, work_folder_id, journal_id, number || '-C', 2, entry_date,
          label, source_type, md5('elsewhere'), md5(hash), posted_by, statement_timestamp()
        from journal_entry where id = ${first.id}`,
    ],
    [
      'takes a place already taken further on',
      (first) => sql`select gen_random_uuid(), company_id, work_folder_id, journal_id, number || '-C', 3, entry_date,
          label, source_type, hash, md5(hash), posted_by, statement_timestamp()
        from journal_entry where id = ${first.id}`,
    ],
    [
      'claims another time than its statement',
      (first) => sql`select gen_random_uuid(), company_id, work_folder_id, journal_id, number || '-C', 2, entry_date,
          label, source_type, hash, md5(hash), posted_by, posted_at
        from journal_entry where id = ${first.id}`,
    ],
  ])('refuses an entry that %s (CHAIN_HEAD_FOLLOWS_THE_LEDGER)', async (_case, rows) => {
    const company = await postedCompany(1);
    const [first] = await entriesOf(company);
    if (!first) throw new Error('no entry posted');
    const insert = sql`insert into journal_entry (id, company_id, work_folder_id, journal_id, number, chain_position,
        entry_date, label, source_type, previous_hash, hash, posted_by, posted_at) ${rows(first)}`;
    const asTenant = refusal(inTenant(context.handle.db, company.companyId, (tx) => tx.execute(insert)));
    expect(await asTenant).toContain('CHAIN_HEAD_FOLLOWS_THE_LEDGER');
    expect(await entriesOf(company)).toHaveLength(1);
  });
});

describe("the tenant role's rights on what follows the ledger", () => {
  it('has no write on the balances nor on the chain head columns, and may still rename and close a folder', async () => {
    const [rights] = await queryRows<Record<string, boolean>>(
      context.handle.db,
      sql`select
        has_table_privilege('bilan_tenant', 'account_balance', 'INSERT') as "balanceInsert",
        has_table_privilege('bilan_tenant', 'account_balance', 'UPDATE') as "balanceUpdate",
        has_table_privilege('bilan_tenant', 'account_balance', 'DELETE') as "balanceDelete",
        has_table_privilege('bilan_tenant', 'account_balance', 'SELECT') as "balanceSelect",
        has_column_privilege('bilan_tenant', 'work_folder', 'posted_entry_count', 'UPDATE') as "countUpdate",
        has_column_privilege('bilan_tenant', 'work_folder', 'chain_head_hash', 'UPDATE') as "headUpdate",
        has_column_privilege('bilan_tenant', 'work_folder', 'status', 'UPDATE') as "statusUpdate",
        has_column_privilege('bilan_tenant', 'work_folder', 'name', 'UPDATE') as "nameUpdate",
        has_function_privilege('bilan_tenant', 'bilan_mark_posting()', 'EXECUTE') as "markPosting"`,
    );
    expect(rights).toEqual({
      balanceInsert: false,
      balanceUpdate: false,
      balanceDelete: false,
      balanceSelect: true,
      countUpdate: false,
      headUpdate: false,
      statusUpdate: true,
      nameUpdate: true,
      markPosting: false,
    });
  });

  it('refuses an UPDATE of the balances as the tenant role, even marked as posting', async () => {
    const company = await postedCompany(1);
    const before = await ledgerDigest(company);
    const reason = await refusal(
      inTenant(context.handle.db, company.companyId, (tx) =>
        tx.execute(sql`update account_balance set debit = debit + 100 where company_id = ${company.companyId}`),
      ),
    );
    expect(reason).toContain('permission denied for table account_balance');
    expect(await ledgerDigest(company)).toEqual(before);
  });

  it('keeps the balances equal to the lines through postings by the triggers', async () => {
    const company = await postedCompany(3);
    const [digest] = await ledgerDigest(company);
    // createDraft's default lines: 1 200 000 debited per entry (ledger-fixtures.ts BALANCED_LINES).
    expect(digest).toEqual({ lines: 9, debit: '3600000', balances: '3600000' });
    const entries = await entriesOf(company);
    expect(entries.map((entry) => [entry.position, entry.version])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
  });
});

describe('the chain covers who posted and when (link version 2)', () => {
  it.each<[string, (entry: EntryRow) => SQL]>([
    ['posted_by', (entry) => sql`update journal_entry set posted_by = null where id = ${entry.id}`],
    [
      'posted_at (by one microsecond)',
      (entry) => sql`update journal_entry set posted_at = posted_at + interval '1 microsecond' where id = ${entry.id}`,
    ],
  ])('reports CONTENT_CHANGED at the entry whose %s a superuser rewrote', async (_column, rewrite) => {
    const company = await postedCompany(2);
    const [first] = await entriesOf(company);
    if (!first) throw new Error('entries expected');
    expect(first.postedBy).not.toBeNull();
    expect(await verifyLedger(context.app, company)).toEqual({
      valid: true,
      checkedEntries: 2,
      firstBrokenEntry: null,
    });

    await tamperAsSuperuser(context.handle.db, rewrite(first));

    expect(await verifyLedger(context.app, company)).toEqual({
      valid: false,
      checkedEntries: 0,
      firstBrokenEntry: { id: first.id, number: first.number, chainPosition: 1, reason: 'CONTENT_CHANGED' },
    });
  });

  it('links as chainHashV2 computes it, over the stored posted_by and posted_at', async () => {
    const company = await postedCompany(1);
    const [entry] = await entriesOf(company);
    if (!entry) throw new Error('no entry posted');
    const content = await contentHashOf(entry.id);
    expect(entry.hash).toBe(
      chainHashV2(GENESIS_HASH, 1, entry.number, content, { ...entry, postedAtText: entry.postedAt }),
    );
    expect(entry.hash).not.toBe(chainHash(GENESIS_HASH, 1, entry.number, content));
  });
});

/** The content hash of a stored entry, from its stored lines (as ledger/verify reads them). */
async function contentHashOf(entryId: string): Promise<string> {
  const [entry] = await queryRows<{
    journalId: string;
    entryOn: string;
    label: string;
    sourceType: string;
    sourceId: string | null;
    reversesEntryId: string | null;
  }>(
    context.handle.db,
    sql`select journal_id as "journalId", entry_date::text as "entryOn", label, source_type as "sourceType",
          source_id as "sourceId", reverses_entry_id as "reversesEntryId" from journal_entry where id = ${entryId}`,
  );
  const lines = await queryRows<{
    lineNumber: number;
    accountId: string;
    subAccountId: string | null;
    label: string | null;
    debit: string;
    credit: string;
  }>(
    context.handle.db,
    sql`select line_number as "lineNumber", account_id as "accountId", sub_account_id as "subAccountId", label,
          debit::text, credit::text from journal_line where entry_id = ${entryId}`,
  );
  if (!entry) throw new Error('entry not found');
  return entryContentHash({
    ...entry,
    lines: lines.map((line) => ({ ...line, debit: BigInt(line.debit), credit: BigInt(line.credit) })),
  });
}

/**
 * Rewrites a folder's chain as a database migrated from before version 2 holds it: the first
 * `oldEntries` entries hashed with the version 1 link, the later ones relinked with version 2.
 */
async function rechainAsBeforeMigration(company: LedgerCompany, oldEntries: number, versions?: number[]) {
  const entries = await entriesOf(company);
  let previous = GENESIS_HASH;
  const updates: SQL[] = [];
  for (const [index, entry] of entries.entries()) {
    const version = versions?.[index] ?? (index < oldEntries ? 1 : 2);
    const content = await contentHashOf(entry.id);
    const hash =
      version === 1
        ? chainHash(previous, entry.position, entry.number, content)
        : chainHashV2(previous, entry.position, entry.number, content, { ...entry, postedAtText: entry.postedAt });
    updates.push(sql`update journal_entry set hash_version = ${version}, previous_hash = ${previous}, hash = ${hash}
      where id = ${entry.id}`);
    previous = hash;
  }
  updates.push(sql`update work_folder set chain_head_hash = ${previous} where id = ${company.workFolderId}`);
  await context.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const update of updates) await tx.execute(update);
  });
  return entries;
}

describe('entries hashed before version 2', () => {
  it('verify as they were, followed by version 2 entries, and a rewrite of one of them still shows', async () => {
    const company = await postedCompany(3);
    const entries = await rechainAsBeforeMigration(company, 2);
    expect(await verifyLedger(context.app, company)).toEqual({
      valid: true,
      checkedEntries: 3,
      firstBrokenEntry: null,
    });

    // A posting after the migration continues the version 1 chain with a version 2 link.
    const draft = await createDraft(context.app, company);
    expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);
    expect((await entriesOf(company)).map((entry) => entry.version)).toEqual([1, 1, 2, 2]);
    expect(await verifyLedger(context.app, company)).toEqual({
      valid: true,
      checkedEntries: 4,
      firstBrokenEntry: null,
    });

    const second = entries[1];
    if (!second) throw new Error('entries expected');
    await tamperAsSuperuser(
      context.handle.db,
      sql`update journal_entry set label = 'Rewritten' where id = ${second.id}`,
    );
    expect(await verifyLedger(context.app, company)).toMatchObject({
      valid: false,
      firstBrokenEntry: { id: second.id, reason: 'CONTENT_CHANGED' },
    });
  });

  it('reports HASH_VERSION_DOWNGRADED at a version 1 entry after a version 2 one', async () => {
    const company = await postedCompany(2);
    const [, second] = await rechainAsBeforeMigration(company, 0, [2, 1]);
    if (!second) throw new Error('entries expected');
    expect(await verifyLedger(context.app, company)).toEqual({
      valid: false,
      checkedEntries: 1,
      firstBrokenEntry: { id: second.id, number: second.number, chainPosition: 2, reason: 'HASH_VERSION_DOWNGRADED' },
    });
  });
});
