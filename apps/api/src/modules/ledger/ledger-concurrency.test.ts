import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeState,
  createDraft,
  documentUrl,
  type EntryLine,
  entryBody,
  type LedgerCompany,
  ledgerCompany,
  verifyLedger,
} from '../../testing/ledger-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

/*
 * Requests fired at once. They truly race
 * over a pool of ten connections, and the work folder lock must keep numbers gapless, the hash chain
 * linear and every document posted exactly once.
 */

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const numberOf = (company: LedgerCompany, journalCode: string, counter: number) =>
  `${journalCode}-${company.year}-${String(counter).padStart(6, '0')}`;

const numbers = (company: LedgerCompany, journalCode: string, count: number) =>
  Array.from({ length: count }, (_value, index) => numberOf(company, journalCode, index + 1));

const transfer = (amount: number, debit = '5211', credit = '1013'): EntryLine[] => [
  { account: debit, debit: String(amount) },
  { account: credit, credit: String(amount) },
];

const statusAndCode = (response: LightMyRequestResponse) =>
  [response.statusCode, response.statusCode >= 400 ? errorOf(response).code : null] as const;

const verify = (company: LedgerCompany) => verifyLedger(context.app, company);

interface EntryRow {
  id: string;
  number: string;
  code: string;
  chainPosition: number;
  sourceId: string;
  debit: string;
  credit: string;
  lines: number;
}

/** The folder's entries in chain order, with their journal and line totals. */
async function entries(company: LedgerCompany): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    context.handle.db,
    sql`select e.id, e.number, j.code, e.chain_position as "chainPosition", e.source_id as "sourceId",
          sum(l.debit)::text as debit, sum(l.credit)::text as credit, count(l.id)::int as lines
        from journal_entry e join journal j on j.id = e.journal_id left join journal_line l on l.entry_id = e.id
        where e.work_folder_id = ${company.workFolderId}
        group by e.id, e.number, j.code, e.chain_position, e.source_id order by e.chain_position`,
  );
}

/** The monthly balance table against the lines, and totals by account number. */
async function balancesByAccount(company: LedgerCompany) {
  const fromTable = await queryRows<{
    accountId: string;
    subAccountId: string | null;
    month: string;
    debit: string;
    credit: string;
  }>(
    context.handle.db,
    sql`select account_id as "accountId", sub_account_id as "subAccountId", month, debit::text as debit, credit::text as credit
        from account_balance where work_folder_id = ${company.workFolderId} order by 1, 2, 3`,
  );
  const fromLines = await queryRows<{
    accountId: string;
    subAccountId: string | null;
    month: string;
    debit: string;
    credit: string;
  }>(
    context.handle.db,
    sql`select account_id as "accountId", sub_account_id as "subAccountId", to_char(entry_date, 'YYYY-MM') as month,
          sum(debit)::text as debit, sum(credit)::text as credit
        from journal_line where work_folder_id = ${company.workFolderId} group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(fromTable).toEqual(fromLines);
  return queryRows<{ number: string; debit: string; credit: string }>(
    context.handle.db,
    sql`select a.number, sum(b.debit)::text as debit, sum(b.credit)::text as credit
        from account_balance b join company_account a on a.id = b.account_id
        where b.work_folder_id = ${company.workFolderId} group by a.number order by a.number`,
  );
}

describe('validations at once', () => {
  it('validates 50 drafts fired together: all 200, numbers 000001..000050 in chain order, balances and chain intact', async () => {
    const company = await ledgerCompany(context.app);
    const amounts = Array.from({ length: 50 }, (_value, index) => (index + 1) * 1000);
    const drafts = await Promise.all(amounts.map((amount) => createDraft(context.app, company, transfer(amount))));

    const responses = await Promise.all(
      drafts.map((draft) => changeState(context.app, company, draft.id, 'VALIDATED')),
    );

    expect(responses.map(statusAndCode)).toEqual(Array(50).fill([200, null]));
    const validated = responses.map((response) => response.json());
    expect(validated.map((document) => document.number).sort()).toEqual(numbers(company, 'OD', 50));
    expect(validated.map((document) => [document.totals.debit, document.totals.credit])).toEqual(
      amounts.map((amount) => [String(amount), String(amount)]),
    );

    // The chain order is the order of validation, and the numbers follow it.
    const posted = await entries(company);
    expect(posted.map((entry) => [entry.chainPosition, entry.number])).toEqual(
      numbers(company, 'OD', 50).map((number, index) => [index + 1, number]),
    );
    const amountByDocument = new Map(drafts.map((draft, index) => [draft.id, String(amounts[index])]));
    for (const entry of posted) {
      expect(entry).toMatchObject({ lines: 2, debit: amountByDocument.get(entry.sourceId), credit: entry.debit });
    }
    expect(new Set(posted.map((entry) => entry.sourceId)).size).toBe(50);

    const total = String(amounts.reduce((sum, amount) => sum + amount, 0));
    expect(total).toBe('1275000');
    expect(await balancesByAccount(company)).toEqual([
      { number: '1013', debit: '0', credit: total },
      { number: '5211', debit: total, credit: '0' },
    ]);
    expect(await verify(company)).toEqual({ valid: true, checkedEntries: 50, firstBrokenEntry: null });
  });

  it('validates the same draft twice at once: one 200, one 409 DOCUMENT_MUST_BE_DRAFT, one entry', async () => {
    const company = await ledgerCompany(context.app);
    const drafts = await Promise.all(
      Array.from({ length: 10 }, (_value, index) => createDraft(context.app, company, transfer(100 + index))),
    );

    // Ten pairs in flight together, so that on PostgreSQL each pair really races.
    const responses = await Promise.all(
      drafts.flatMap((draft) => [
        changeState(context.app, company, draft.id, 'VALIDATED'),
        changeState(context.app, company, draft.id, 'VALIDATED'),
      ]),
    );

    for (let index = 0; index < drafts.length; index++) {
      const pair = [responses[2 * index], responses[2 * index + 1]].map((response) =>
        response ? statusAndCode(response) : null,
      );
      expect(pair.sort()).toEqual([
        [200, null],
        [409, 'DOCUMENT_MUST_BE_DRAFT'],
      ]);
    }
    const posted = await entries(company);
    expect(posted.map((entry) => entry.sourceId).sort()).toEqual(drafts.map((draft) => draft.id).sort());
    expect(posted.map((entry) => entry.number)).toEqual(numbers(company, 'OD', 10));
    expect(posted.map((entry) => entry.debit).sort()).toEqual(
      drafts.map((_draft, index) => String(100 + index)).sort(),
    );
    expect(await verify(company)).toEqual({ valid: true, checkedEntries: 10, firstBrokenEntry: null });
  });

  it('cancels the same document twice at once: one 200, one 409 DOCUMENT_MUST_BE_VALIDATED, one reversal', async () => {
    const company = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, company, transfer(7000));
    expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);

    const responses = await Promise.all([
      changeState(context.app, company, draft.id, 'CANCELLED'),
      changeState(context.app, company, draft.id, 'CANCELLED'),
    ]);

    expect(responses.map(statusAndCode).sort()).toEqual([
      [200, null],
      [409, 'DOCUMENT_MUST_BE_VALIDATED'],
    ]);
    const posted = await entries(company);
    expect(posted.map((entry) => [entry.number, entry.sourceId, entry.debit])).toEqual([
      [numberOf(company, 'OD', 1), draft.id, '7000'],
      [numberOf(company, 'OD', 2), draft.id, '7000'],
    ]);
    expect(await balancesByAccount(company)).toEqual([
      { number: '1013', debit: '7000', credit: '7000' },
      { number: '5211', debit: '7000', credit: '7000' },
    ]);
    expect(await verify(company)).toEqual({ valid: true, checkedEntries: 2, firstBrokenEntry: null });
  });

  it('posts exactly the lines a draft ends with when an update races its validation', async () => {
    const company = await ledgerCompany(context.app);
    const drafts = await Promise.all(
      Array.from({ length: 8 }, () => createDraft(context.app, company, transfer(1000))),
    );

    const responses = await Promise.all(
      drafts.flatMap((draft) => [
        changeState(context.app, company, draft.id, 'VALIDATED'),
        call(context.app, 'PUT', documentUrl(company, draft.id), entryBody(company, transfer(2500, '5711')), {
          token: company.token,
        }),
      ]),
    );

    const posted = await entries(company);
    expect(posted).toHaveLength(8);
    for (const [index, draft] of drafts.entries()) {
      const validation = responses[2 * index];
      const update = responses[2 * index + 1];
      if (!validation || !update) throw new Error('missing response');
      expect(validation.statusCode).toBe(200);
      // Either the update came first and was posted, or it came second and was refused.
      const updateWon = update.statusCode === 200;
      if (!updateWon) expect(statusAndCode(update)).toEqual([409, 'DOCUMENT_MUST_BE_DRAFT']);
      const amount = updateWon ? '2500' : '1000';
      expect(validation.json().totals).toMatchObject({ debit: amount, credit: amount });
      expect(posted.find((entry) => entry.sourceId === draft.id)).toMatchObject({ debit: amount, credit: amount });
    }
    await balancesByAccount(company);
    expect(await verify(company)).toEqual({ valid: true, checkedEntries: 8, firstBrokenEntry: null });
  });

  it('answers valid to every ledger verification made while entries are being posted', async () => {
    const company = await ledgerCompany(context.app);
    const drafts = await Promise.all(
      Array.from({ length: 30 }, (_value, index) => createDraft(context.app, company, transfer(index + 1))),
    );

    const validations = drafts.map((draft) => changeState(context.app, company, draft.id, 'VALIDATED'));
    const verifications = drafts.map(() => verify(company));
    const [validated, verified] = await Promise.all([Promise.all(validations), Promise.all(verifications)]);

    expect(validated.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    for (const verification of verified) {
      expect(verification).toMatchObject({ valid: true, firstBrokenEntry: null });
      expect(verification.checkedEntries).toBeGreaterThanOrEqual(0);
      expect(verification.checkedEntries).toBeLessThanOrEqual(30);
    }
    expect(await verify(company)).toEqual({ valid: true, checkedEntries: 30, firstBrokenEntry: null });
  });

  it('keeps each journal gapless while drafts are created, validated and cancelled in three journals at once', async () => {
    const company = await ledgerCompany(context.app);
    const journalCodes = ['OD', 'BQ', 'CA'] as const;
    const firstDrafts = await Promise.all(
      Array.from({ length: 12 }, (_value, index) =>
        createDraft(context.app, company, transfer(10 * (index + 1)), { journalCode: journalCodes[index % 3] }),
      ),
    );
    for (const draft of firstDrafts.slice(0, 6)) {
      expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);
    }

    // Validate the other six, cancel the first six and create six more drafts, all together.
    const responses = await Promise.all([
      ...firstDrafts.slice(6).map((draft) => changeState(context.app, company, draft.id, 'VALIDATED')),
      ...firstDrafts.slice(0, 6).map((draft) => changeState(context.app, company, draft.id, 'CANCELLED')),
      ...Array.from({ length: 6 }, (_value, index) =>
        call(
          context.app,
          'POST',
          `/v1/accountings/documents/workFolders/${company.workFolderId}`,
          entryBody(company, transfer(5), { journalCode: journalCodes[index % 3] }),
          { token: company.token },
        ),
      ),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([...Array(12).fill(200), ...Array(6).fill(201)]);
    const posted = await entries(company);
    // 12 validations and 6 reversals: 6 entries per journal, numbered 1..6 in chain order.
    for (const code of journalCodes) {
      expect(
        posted.filter((entry) => entry.code === code).map((entry) => entry.number),
        code,
      ).toEqual(numbers(company, code, 6));
    }
    expect(posted.map((entry) => entry.chainPosition)).toEqual(
      Array.from({ length: 18 }, (_value, index) => index + 1),
    );
    // The first six are cancelled: what remains is the sum of the six validated later.
    const remaining = [70, 80, 90, 100, 110, 120].reduce((sum, amount) => sum + amount, 0);
    const cancelled = [10, 20, 30, 40, 50, 60].reduce((sum, amount) => sum + amount, 0);
    expect(await balancesByAccount(company)).toEqual([
      { number: '1013', debit: String(cancelled), credit: String(remaining + cancelled) },
      { number: '5211', debit: String(remaining + cancelled), credit: String(cancelled) },
    ]);
    expect(await verify(company)).toEqual({ valid: true, checkedEntries: 18, firstBrokenEntry: null });
  });
});
