import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  company = await ledgerCompany(context.app);
});
afterAll(() => context.close());

const journal = (query: Record<string, string> = {}, target = company) =>
  call(context.app, 'GET', `/v1/accountings/workFolders/${target.workFolderId}/journal`, undefined, {
    token: target.token,
    query,
  });

async function balanceRows(target: LedgerCompany) {
  return queryRows<{ number: string; debit: string; credit: string }>(
    context.handle.db,
    sql`select a.number, sum(b.debit)::text as debit, sum(b.credit)::text as credit
        from account_balance b join company_account a on a.id = b.account_id
        where b.work_folder_id = ${target.workFolderId} group by a.number order by a.number`,
  );
}

describe('journal entry documents', () => {
  it('posts line labels as typed: quotes, commas, braces, backslashes, the word NULL and no label', async () => {
    const labels = ['Loyer "mars", {local} \\ 2e étage', 'NULL', null, '{a,b}'];
    const draft = await createDraft(context.app, company, [
      { account: '5211', debit: '300', label: labels[0] ?? undefined },
      { account: '5711', debit: '200', label: labels[1] ?? undefined },
      { account: '1013', credit: '400' },
      { account: '1013', credit: '100', label: labels[3] ?? undefined },
    ]);
    const validated = (await changeState(context.app, company, draft.id, 'VALIDATED')).json();
    const entry = journal().then((response) =>
      response.json().items.find((item: { number: string }) => item.number === validated.number),
    );
    expect((await entry).lines.map((line: { label: string | null }) => line.label)).toEqual(labels);
  });

  it('creates a draft, reads it, updates it and validates it into a numbered, posted entry', async () => {
    const own = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, own);
    expect(draft).toMatchObject({
      state: 'DRAFT',
      number: null,
      journalCode: 'OD',
      totals: { debit: '1200000', credit: '1200000' },
    });

    const read = await call(context.app, 'GET', documentUrl(own, draft.id), undefined, { token: own.token });
    expect(read.json().lines.map((line: { accountNumber: string }) => line.accountNumber)).toEqual([
      '5211',
      '5711',
      '1013',
    ]);

    const updated = await call(
      context.app,
      'PUT',
      documentUrl(own, draft.id),
      entryBody(own, [
        { account: '5211', debit: '900000', label: 'Bank deposit' },
        { account: '5711', debit: '300000' },
        { account: '1013', credit: '1200000' },
      ]),
      { token: own.token },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().lines[0]).toMatchObject({ debit: '900000', credit: '0', label: 'Bank deposit' });

    const validated = await changeState(context.app, own, draft.id, 'VALIDATED');
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ state: 'VALIDATED', number: `OD-${own.year}-000001` });
    expect(validated.json().journalEntryId).toEqual(expect.any(String));

    const report = await journal({}, own);
    expect(report.json()).toMatchObject({
      items: [
        {
          number: `OD-${own.year}-000001`,
          journalCode: 'OD',
          date: `${own.year}-03-15`,
          sourceType: 'DOCUMENT',
          sourceId: draft.id,
          lines: [
            { accountNumber: '5211', debit: '900000', credit: '0', label: 'Bank deposit' },
            { accountNumber: '5711', debit: '300000', credit: '0' },
            {
              accountNumber: '1013',
              debit: '0',
              credit: '1200000',
              accountLabel: 'Capital subscribed, called, paid, unamortized',
            },
          ],
        },
      ],
      totals: { debit: '1200000', credit: '1200000' },
      nextCursor: null,
    });
    expect(await balanceRows(own)).toEqual([
      { number: '1013', debit: '0', credit: '1200000' },
      { number: '5211', debit: '900000', credit: '0' },
      { number: '5711', debit: '300000', credit: '0' },
    ]);
  });

  it('cancels a validated entry by posting its reversal, which zeroes the balances', async () => {
    const own = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, own);
    await changeState(context.app, own, draft.id, 'VALIDATED');
    const cancelled = await changeState(context.app, own, draft.id, 'CANCELLED');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED', number: `OD-${own.year}-000001` });
    const report = (await journal({}, own)).json();
    expect(report.items.map((entry: { number: string }) => entry.number)).toEqual([
      `OD-${own.year}-000001`,
      `OD-${own.year}-000002`,
    ]);
    expect(report.items[1].lines.map((line: { debit: string; credit: string }) => [line.debit, line.credit])).toEqual([
      ['0', '1000000'],
      ['0', '200000'],
      ['1200000', '0'],
    ]);
    expect(await balanceRows(own)).toEqual([
      { number: '1013', debit: '1200000', credit: '1200000' },
      { number: '5211', debit: '1000000', credit: '1000000' },
      { number: '5711', debit: '200000', credit: '200000' },
    ]);
    const again = await changeState(context.app, own, draft.id, 'CANCELLED');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('DOCUMENT_MUST_BE_VALIDATED');
  });

  it('refuses to change, delete or validate again a validated entry (409 DOCUMENT_MUST_BE_DRAFT)', async () => {
    const draft = await createDraft(context.app, company);
    await changeState(context.app, company, draft.id, 'VALIDATED');
    const responses = [
      await call(context.app, 'PUT', documentUrl(company, draft.id), entryBody(company, BALANCED_LINES), {
        token: company.token,
      }),
      await call(context.app, 'DELETE', documentUrl(company, draft.id), undefined, { token: company.token }),
      await changeState(context.app, company, draft.id, 'VALIDATED'),
    ];
    expect(responses.map((response) => [response.statusCode, errorOf(response).code])).toEqual([
      [409, 'DOCUMENT_MUST_BE_DRAFT'],
      [409, 'DOCUMENT_MUST_BE_DRAFT'],
      [409, 'DOCUMENT_MUST_BE_DRAFT'],
    ]);
    expect((await changeState(context.app, company, draft.id, 'DRAFT')).statusCode).toBe(409);
  });

  it('deletes a draft', async () => {
    const draft = await createDraft(context.app, company);
    const deleted = await call(context.app, 'DELETE', documentUrl(company, draft.id), undefined, {
      token: company.token,
    });
    expect(deleted.statusCode).toBe(204);
    const read = await call(context.app, 'GET', documentUrl(company, draft.id), undefined, { token: company.token });
    expect(read.statusCode).toBe(404);
  });

  it('saves and validates in one call when the state change carries the document', async () => {
    const own = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, own, [{ account: '5211', debit: '5' }]);
    const response = await call(
      context.app,
      'POST',
      `${documentUrl(own, draft.id)}/state/VALIDATED`,
      entryBody(own, BALANCED_LINES),
      { token: own.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'VALIDATED', totals: { debit: '1200000' } });
  });

  it('lists the documents of a type, newest first, a page at a time', async () => {
    const own = await ledgerCompany(context.app);
    const ids = [];
    for (let index = 0; index < 3; index++) ids.push((await createDraft(context.app, own)).id);
    const first = await call(context.app, 'GET', documentsUrl(own), undefined, {
      token: own.token,
      query: { type: 'JOURNAL_ENTRY', limit: '2' },
    });
    expect(first.json()).toMatchObject({ total: 3, nextCursor: ids[1] });
    expect(first.json().items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await call(context.app, 'GET', documentsUrl(own), undefined, {
      token: own.token,
      query: { type: 'JOURNAL_ENTRY', limit: '2', cursor: first.json().nextCursor },
    });
    expect(second.json().items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect(second.json().nextCursor).toBeNull();
    const tooMany = await call(context.app, 'GET', documentsUrl(own), undefined, {
      token: own.token,
      query: { type: 'JOURNAL_ENTRY', limit: '501' },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('rules, each refused with its code and nothing written', () => {
  async function entriesPosted(target: LedgerCompany) {
    const [row] = await queryRows<{ entries: number }>(
      context.handle.db,
      sql`select count(*)::int as entries from journal_entry where work_folder_id = ${target.workFolderId}`,
    );
    return row?.entries;
  }

  it.each([
    [
      'unbalanced',
      [
        { account: '5211', debit: '100' },
        { account: '1013', credit: '90' },
      ],
      'ENTRY_MUST_BALANCE',
      422,
    ],
    ['a single line', [{ account: '5211', debit: '100' }], 'ENTRY_NEEDS_TWO_LINES', 422],
    ['no line', [], 'ENTRY_NEEDS_TWO_LINES', 422],
  ])('validation of an entry %s', async (_case, lines, code, status) => {
    const own = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, own, lines);
    const response = await changeState(context.app, own, draft.id, 'VALIDATED');
    expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
    const read = await call(context.app, 'GET', documentUrl(own, draft.id), undefined, { token: own.token });
    expect(read.json()).toMatchObject({ state: 'DRAFT', number: null, journalEntryId: null });
    expect(await entriesPosted(own)).toBe(0);
  });

  it.each([
    [
      'both debit and credit',
      [{ account: '5211', debit: '100', credit: '100' }],
      'LINE_MUST_HAVE_DEBIT_OR_CREDIT',
      'lines.0',
    ],
    ['neither debit nor credit', [{ account: '5211' }], 'LINE_MUST_HAVE_DEBIT_OR_CREDIT', 'lines.0'],
    ['a negative amount', [{ account: '5211', debit: '-100' }], 'LINE_MUST_HAVE_DEBIT_OR_CREDIT', 'lines.0'],
    ['decimals in francs CFA', [{ account: '5211', debit: '10.5' }], 'AMOUNT_TOO_PRECISE', 'lines.0.debit'],
    [
      'an unknown account',
      [{ account: '0190f1a0-0000-7000-8000-000000000000', debit: '1' }],
      'ACCOUNT_UNKNOWN',
      'lines.0.accountId',
    ],
    ['a two-digit heading account', [{ account: '10', debit: '1' }], 'ACCOUNT_IS_GROUP', 'lines.0.accountId'],
    // 521 has 5211 and 5215 under it: a group in the chart, refused here by the same rule.
    [
      'a bank account with child accounts (521)',
      [{ account: '521', debit: '1' }],
      'ACCOUNT_IS_GROUP',
      'lines.0.accountId',
    ],
    [
      'a revenue account with child accounts (701)',
      [{ account: '701', credit: '1' }],
      'ACCOUNT_IS_GROUP',
      'lines.0.accountId',
    ],
  ])('a draft line with %s', async (_case, lines, code, path) => {
    const response = await call(context.app, 'POST', documentsUrl(company), entryBody(company, lines), {
      token: company.token,
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code, fields: [{ path, code }] });
  });

  it.each([
    ['a date before the work folder', { date: '1999-12-31' }, 422, 'ENTRY_DATE_OUTSIDE_WORK_FOLDER'],
    ['an unknown journal', { journalCode: 'ZZ' }, 422, 'JOURNAL_UNKNOWN'],
    ['an impossible date', { date: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
  ])('a draft with %s', async (_case, overrides, status, code) => {
    const response = await call(
      context.app,
      'POST',
      documentsUrl(company),
      entryBody(company, BALANCED_LINES, overrides),
      {
        token: company.token,
      },
    );
    expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
  });

  it('refuses any write into a closed work folder (409 WORK_FOLDER_MUST_BE_OPEN)', async () => {
    const own = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, own);
    await context.handle.db.execute(sql`update work_folder set status = 'CLOSED' where id = ${own.workFolderId}`);
    const responses = [
      await call(context.app, 'POST', documentsUrl(own), entryBody(own, BALANCED_LINES), { token: own.token }),
      await call(context.app, 'PUT', documentUrl(own, draft.id), entryBody(own, BALANCED_LINES), { token: own.token }),
      await call(context.app, 'DELETE', documentUrl(own, draft.id), undefined, { token: own.token }),
      await changeState(context.app, own, draft.id, 'VALIDATED'),
    ];
    expect(responses.map((response) => errorOf(response).code)).toEqual(Array(4).fill('WORK_FOLDER_MUST_BE_OPEN'));
    expect(responses.map((response) => response.statusCode)).toEqual([409, 409, 409, 409]);
  });
});

describe('journal report', () => {
  it('filters by journal, dates and account, pages by cursor and totals the filter', async () => {
    const own = await ledgerCompany(context.app);
    const post = async (lines: typeof BALANCED_LINES, overrides: Record<string, unknown>) => {
      const draft = await createDraft(context.app, own, lines, overrides);
      const response = await changeState(context.app, own, draft.id, 'VALIDATED');
      expect(response.statusCode).toBe(200);
    };
    await post(BALANCED_LINES, { date: `${own.year}-01-10` });
    await post(
      [
        { account: '6011', debit: '500' },
        { account: '5711', credit: '500' },
      ],
      { date: `${own.year}-02-10`, journalCode: 'CA' },
    );
    await post(
      [
        { account: '5211', debit: '700' },
        { account: '7011', credit: '700' },
      ],
      { date: `${own.year}-03-10`, journalCode: 'BQ' },
    );

    const allResponse = await journal({}, own);
    expect(allResponse.statusCode, allResponse.body).toBe(200);
    const all = allResponse.json();
    expect(all.items.map((entry: { number: string }) => entry.number)).toEqual([
      `BQ-${own.year}-000001`,
      `CA-${own.year}-000001`,
      `OD-${own.year}-000001`,
    ]);
    expect(all.totals).toEqual({ debit: '1201200', credit: '1201200' });

    const cash = (await journal({ journalCode: 'CA' }, own)).json();
    expect(cash.items).toHaveLength(1);
    expect(cash.totals).toEqual({ debit: '500', credit: '500' });

    const february = (await journal({ from: `${own.year}-02-01`, to: `${own.year}-02-28` }, own)).json();
    expect(february.items.map((entry: { journalCode: string }) => entry.journalCode)).toEqual(['CA']);

    const bankResponse = await journal({ accountId: own.accounts['5211'] ?? '' }, own);
    expect(bankResponse.statusCode, bankResponse.body).toBe(200);
    const bank = bankResponse.json();
    expect(bank.items.map((entry: { lines: unknown[] }) => entry.lines.length)).toEqual([1, 1]);
    expect(bank.totals).toEqual({ debit: '1000700', credit: '0' });

    const firstPage = (await journal({ limit: '2' }, own)).json();
    expect(firstPage.nextCursor).toBe(`CA-${own.year}-000001`);
    const secondPage = (await journal({ limit: '2', cursor: firstPage.nextCursor }, own)).json();
    expect(secondPage.items.map((entry: { number: string }) => entry.number)).toEqual([`OD-${own.year}-000001`]);
    expect(secondPage.nextCursor).toBeNull();
    expect((await journal({ limit: '501' }, own)).statusCode).toBe(400);
  });
});
