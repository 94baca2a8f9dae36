import { toAmount } from '@bilan/accounting';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import { type LedgerCompany, ledgerCompany, verifyLedger } from '../../testing/ledger-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { getJournalByCode } from './journals.service.ts';
import { appendEntries, CLOSING_MONTH, checkPostings, type PostingRequest } from './ledger.service.ts';

/*
 * The posting statement reads its entries and lines as records, field by field. Every field of the
 * entries appended here holds a value no other field holds (two journals, three dates in three
 * months, each line its own account, side and amount, one line on a sub-account, an audit event with
 * its own before and after), and every row the statement writes is read back: any two fields swapped
 * on the way to a column shows up as a difference, or as a content hash the ledger check refuses.
 */

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const SOURCE_ONE = '0190f1a0-0000-7000-8000-000000000001';
const SOURCE_TWO = '0190f1a0-0000-7000-8000-000000000002';
const AUDITED_ENTITY = '0190f1a0-0000-7000-8000-0000000000a1';

async function userIdOf(company: LedgerCompany): Promise<string> {
  const [user] = await queryRows<{ id: string }>(
    context.handle.db,
    sql`select id from app_user where email = ${company.email}`,
  );
  if (!user) throw new Error('no user');
  return user.id;
}

async function customerSubAccount(company: LedgerCompany): Promise<{ id: string; number: string; label: string }> {
  const party = await call(
    context.app,
    'POST',
    `/v1/companies/${company.companyId}/customers`,
    { name: 'Client Tchoupé' },
    { token: company.token },
  );
  if (party.statusCode !== 201) throw new Error(`party not created: ${party.body}`);
  const [sub] = await queryRows<{ id: string; number: string; label: string }>(
    context.handle.db,
    sql`select id, number, label from sub_account where id = ${party.json().subAccountId}`,
  );
  if (!sub) throw new Error('no sub-account');
  return sub;
}

describe('posting statement', () => {
  it('writes every field of entries and lines to its own column', async () => {
    const company = await ledgerCompany(context.app);
    const postedBy = await userIdOf(company);
    const sub = await customerSubAccount(company);
    const account = (number: string) => company.accounts[number] ?? '';
    const year = company.year;
    const { od, bq } = await inTenant(context.handle.db, company.companyId, async (tx) => ({
      od: await getJournalByCode(tx, company.companyId, 'OD'),
      bq: await getJournalByCode(tx, company.companyId, 'BQ'),
    }));
    const base = { companyId: company.companyId, workFolderId: company.workFolderId, postedBy };
    const requests: PostingRequest[] = [
      {
        ...base,
        journalId: od.id,
        entryOn: `${year}-02-03`,
        label: 'First entry',
        sourceType: 'DOCUMENT',
        sourceId: SOURCE_ONE,
        lines: [
          {
            accountId: account('5211'),
            subAccountId: null,
            label: 'Bank in',
            debit: toAmount(7001n),
            credit: toAmount(0n),
          },
          { accountId: account('5711'), subAccountId: null, label: null, debit: toAmount(302n), credit: toAmount(0n) },
          {
            accountId: account('1013'),
            subAccountId: null,
            label: 'Capital',
            debit: toAmount(0n),
            credit: toAmount(7303n),
          },
        ],
        audit: {
          action: 'STATE_CHANGE',
          entityType: 'DOCUMENT',
          entityId: AUDITED_ENTITY,
          before: { state: 'DRAFT' },
          after: { state: 'VALIDATED' },
        },
      },
      {
        ...base,
        postedBy: null,
        journalId: bq.id,
        entryOn: `${year}-05-17`,
        label: 'Second entry',
        sourceType: 'PAYMENT',
        sourceId: SOURCE_TWO,
        lines: [
          { accountId: account('5211'), subAccountId: null, label: null, debit: toAmount(0n), credit: toAmount(450n) },
          {
            accountId: account('4111'),
            subAccountId: sub.id,
            label: 'Customer',
            debit: toAmount(450n),
            credit: toAmount(0n),
          },
        ],
      },
      {
        ...base,
        journalId: od.id,
        entryOn: `${year}-11-29`,
        label: 'Third entry',
        sourceType: 'CLOSING',
        sourceId: null,
        lines: [
          {
            accountId: account('6011'),
            subAccountId: null,
            label: 'Expense',
            debit: toAmount(88n),
            credit: toAmount(0n),
          },
          {
            accountId: account('7011'),
            subAccountId: null,
            label: 'Income',
            debit: toAmount(0n),
            credit: toAmount(88n),
          },
        ],
      },
    ];

    const posted = await inTenant(context.handle.db, company.companyId, async (tx) => {
      const checked = await checkPostings(tx, requests);
      const ready = checked.map((outcome) => {
        if (outcome instanceof Error) throw outcome;
        return outcome;
      });
      const first = await appendEntries(tx, ready.slice(0, 1));
      // The fourth reverses the first: reverses_entry_id names an entry already appended.
      const [reversal] = await checkPostings(tx, [
        {
          ...base,
          journalId: od.id,
          entryOn: `${year}-12-30`,
          label: 'Fourth entry',
          sourceType: 'DOCUMENT',
          sourceId: SOURCE_ONE,
          reversesEntryId: first[0]?.id ?? null,
          lines: [
            {
              accountId: account('1013'),
              subAccountId: null,
              label: 'Capital',
              debit: toAmount(5n),
              credit: toAmount(0n),
            },
            {
              accountId: account('5211'),
              subAccountId: null,
              label: 'Bank in',
              debit: toAmount(0n),
              credit: toAmount(5n),
            },
          ],
        },
      ]);
      if (!reversal || reversal instanceof Error) throw reversal;
      return [...first, ...(await appendEntries(tx, [...ready.slice(1), reversal]))];
    });

    expect(posted.map((entry) => entry.number)).toEqual([
      `OD-${year}-000001`,
      `BQ-${year}-000001`,
      `OD-${year}-000002`,
      `OD-${year}-000003`,
    ]);
    const entries = await queryRows(
      context.handle.db,
      sql`select id, journal_id as "journalId", number, chain_position as "chainPosition",
            entry_date::text as "entryOn", label, source_type as "sourceType", source_id as "sourceId",
            reverses_entry_id as "reversesEntryId", posted_by as "postedBy", company_id as "companyId",
            work_folder_id as "workFolderId"
          from journal_entry where work_folder_id = ${company.workFolderId} order by chain_position`,
    );
    const common = { companyId: company.companyId, workFolderId: company.workFolderId };
    const [firstId, secondId, thirdId, fourthId] = posted.map((entry) => entry.id);
    expect(entries).toEqual([
      {
        ...common,
        id: firstId,
        journalId: od.id,
        number: `OD-${year}-000001`,
        chainPosition: 1,
        entryOn: `${year}-02-03`,
        label: 'First entry',
        sourceType: 'DOCUMENT',
        sourceId: SOURCE_ONE,
        reversesEntryId: null,
        postedBy,
      },
      {
        ...common,
        id: secondId,
        journalId: bq.id,
        number: `BQ-${year}-000001`,
        chainPosition: 2,
        entryOn: `${year}-05-17`,
        label: 'Second entry',
        sourceType: 'PAYMENT',
        sourceId: SOURCE_TWO,
        reversesEntryId: null,
        postedBy: null,
      },
      {
        ...common,
        id: thirdId,
        journalId: od.id,
        number: `OD-${year}-000002`,
        chainPosition: 3,
        entryOn: `${year}-11-29`,
        label: 'Third entry',
        sourceType: 'CLOSING',
        sourceId: null,
        reversesEntryId: null,
        postedBy,
      },
      {
        ...common,
        id: fourthId,
        journalId: od.id,
        number: `OD-${year}-000003`,
        chainPosition: 4,
        entryOn: `${year}-12-30`,
        label: 'Fourth entry',
        sourceType: 'DOCUMENT',
        sourceId: SOURCE_ONE,
        reversesEntryId: firstId,
        postedBy,
      },
    ]);

    const lines = await queryRows(
      context.handle.db,
      sql`select entry_id as "entryId", line_number as "lineNumber", account_id as "accountId",
            sub_account_id as "subAccountId", sub_account_number as "subAccountNumber",
            sub_account_label as "subAccountLabel", label, entry_date::text as "entryOn",
            debit::text, credit::text
          from journal_line where work_folder_id = ${company.workFolderId}
          order by (select chain_position from journal_entry where id = entry_id), line_number`,
    );
    const line = (entryId: string | undefined, entryOn: string, lineNumber: number, rest: object) => ({
      entryId,
      entryOn: `${year}-${entryOn}`,
      lineNumber,
      subAccountId: null,
      subAccountNumber: null,
      subAccountLabel: null,
      label: null,
      ...rest,
    });
    expect(lines).toEqual([
      line(firstId, '02-03', 1, { accountId: account('5211'), label: 'Bank in', debit: '7001', credit: '0' }),
      line(firstId, '02-03', 2, { accountId: account('5711'), debit: '302', credit: '0' }),
      line(firstId, '02-03', 3, { accountId: account('1013'), label: 'Capital', debit: '0', credit: '7303' }),
      line(secondId, '05-17', 1, { accountId: account('5211'), debit: '0', credit: '450' }),
      line(secondId, '05-17', 2, {
        accountId: account('4111'),
        subAccountId: sub.id,
        subAccountNumber: sub.number,
        subAccountLabel: sub.label,
        label: 'Customer',
        debit: '450',
        credit: '0',
      }),
      line(thirdId, '11-29', 1, { accountId: account('6011'), label: 'Expense', debit: '88', credit: '0' }),
      line(thirdId, '11-29', 2, { accountId: account('7011'), label: 'Income', debit: '0', credit: '88' }),
      line(fourthId, '12-30', 1, { accountId: account('1013'), label: 'Capital', debit: '5', credit: '0' }),
      line(fourthId, '12-30', 2, { accountId: account('5211'), label: 'Bank in', debit: '0', credit: '5' }),
    ]);

    const balances = await queryRows(
      context.handle.db,
      sql`select account_id as "accountId", sub_account_id as "subAccountId", month, debit::text, credit::text
          from account_balance where work_folder_id = ${company.workFolderId}
          order by month, debit, credit`,
    );
    const balance = (
      number: string,
      month: string,
      debit: string,
      credit: string,
      subAccountId = null as string | null,
    ) => ({
      accountId: account(number),
      subAccountId,
      month: month === CLOSING_MONTH ? month : `${year}-${month}`,
      debit,
      credit,
    });
    expect(balances).toEqual([
      balance('1013', '02', '0', '7303'),
      balance('5711', '02', '302', '0'),
      balance('5211', '02', '7001', '0'),
      balance('5211', '05', '0', '450'),
      balance('4111', '05', '450', '0', sub.id),
      balance('5211', '12', '0', '5'),
      balance('1013', '12', '5', '0'),
      // A closing entry's lines are kept under the closing month.
      balance('7011', CLOSING_MONTH, '0', '88'),
      balance('6011', CLOSING_MONTH, '88', '0'),
    ]);

    const counters = await queryRows(
      context.handle.db,
      sql`select journal_id as "journalId", last_number as "lastNumber", debit_total::text as "debitTotal",
            credit_total::text as "creditTotal"
          from journal_counter where work_folder_id = ${company.workFolderId} order by last_number`,
    );
    expect(counters).toEqual([
      { journalId: bq.id, lastNumber: 1, debitTotal: '450', creditTotal: '450' },
      { journalId: od.id, lastNumber: 3, debitTotal: '7396', creditTotal: '7396' },
    ]);

    const audit = await queryRows(
      context.handle.db,
      sql`select user_id as "userId", action, entity_type as "entityType", entity_id as "entityId", before, after
          from audit_event where company_id = ${company.companyId} and entity_id = ${AUDITED_ENTITY}`,
    );
    expect(audit).toEqual([
      {
        userId: postedBy,
        action: 'STATE_CHANGE',
        entityType: 'DOCUMENT',
        entityId: AUDITED_ENTITY,
        before: { state: 'DRAFT' },
        after: { state: 'VALIDATED', number: `OD-${year}-000001` },
      },
    ]);

    // The chain and content hashes the statement stored are those of what it wrote.
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true, checkedEntries: 4 });
  });
});
