import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeState,
  createDraft,
  documentsUrl,
  entryBody,
  type LedgerCompany,
  ledgerCompany,
} from '../../testing/ledger-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';
import { parentNumberOf } from './chart.service.ts';

let context: TestContext;
let company: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  company = await ledgerCompany(context.app);
});
afterAll(() => context.close());

const base = (target: LedgerCompany = company) => `/v1/accountings/companies/${target.companyId}`;
const as = (target: LedgerCompany, language = 'en') => ({
  token: target.token,
  headers: { 'accept-language': language },
});

async function accountId(target: LedgerCompany, number: string): Promise<string | undefined> {
  const chart = (await call(context.app, 'GET', `${base(target)}/chart-of-accounts`, undefined, as(target))).json();
  return chart
    .flatMap((item: { accounts: { id: string; number: string }[] }) => item.accounts)
    .find((account: { number: string }) => account.number === number)?.id;
}

describe('parentNumberOf', () => {
  it.each([
    ['4111', ['4', '41', '411'], '411'],
    ['4111', ['4', '41'], '41'],
    ['41', ['4', '41'], '4'],
    ['4', ['4'], null],
  ])('%s among %j has parent %s', (number, numbers, parent) => {
    expect(parentNumberOf(number, new Set(numbers))).toBe(parent);
  });
});

describe('GET chart-of-accounts', () => {
  it('answers the chart by class with labels in the reader language', async () => {
    const [en, fr] = await Promise.all([
      call(context.app, 'GET', `${base()}/chart-of-accounts`, undefined, as(company, 'en')),
      call(context.app, 'GET', `${base()}/chart-of-accounts`, undefined, as(company, 'fr')),
    ]);
    expect(en.statusCode).toBe(200);
    const classes = en.json();
    expect(classes.map((item: { class: string }) => item.class)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const accountCount = classes.reduce(
      (total: number, item: { accounts: unknown[] }) => total + item.accounts.length,
      0,
    );
    expect(accountCount).toBe(1456);
    const customers = classes[3].accounts.find((account: { number: string }) => account.number === '4111');
    expect(customers).toMatchObject({
      parentNumber: '411',
      class: '4',
      active: true,
      hasPostings: false,
      subAccounts: [],
    });
    const frCustomers = fr.json()[3].accounts.find((account: { number: string }) => account.number === '4111');
    expect(frCustomers.label).not.toBe(customers.label);
    expect(fr.json()[0].label).toBe('Comptes de ressources durables');
  });

  it('answers ?fields=compact with the same accounts, their labels and flags only', async () => {
    const [full, compact, frCompact] = await Promise.all([
      call(context.app, 'GET', `${base()}/chart-of-accounts`, undefined, as(company, 'en')),
      call(context.app, 'GET', `${base()}/chart-of-accounts?fields=compact`, undefined, as(company, 'en')),
      call(context.app, 'GET', `${base()}/chart-of-accounts?fields=compact`, undefined, as(company, 'fr')),
    ]);
    expect(compact.statusCode).toBe(200);
    const fullChart = full.json() as { class: string; accounts: { id: string; number: string; label: string }[] }[];
    const compactChart = compact.json() as typeof fullChart;
    expect(compactChart.map((group) => group.class)).toEqual(fullChart.map((group) => group.class));
    expect(
      compactChart.flatMap((group) => group.accounts.map(({ id, number, label }) => ({ id, number, label }))),
    ).toEqual(fullChart.flatMap((group) => group.accounts.map(({ id, number, label }) => ({ id, number, label }))));
    const customers = compactChart[3]?.accounts.find((account) => account.number === '4111');
    expect(customers).toEqual({
      id: expect.any(String),
      number: '4111',
      label: fullChart[3]?.accounts.find((account) => account.number === '4111')?.label,
      active: true,
      isGroup: false,
      openItems: true,
      subAccounts: [],
    });
    const frCustomers = frCompact.json()[3].accounts.find((account: { number: string }) => account.number === '4111');
    expect(frCustomers.label).not.toBe(customers?.label);
    expect(compact.body.length).toBeLessThan(full.body.length * 0.7);
    expect(compact.headers.etag).not.toBe(full.headers.etag);
  });

  it('answers ?class= with the accounts of that class only, with an ETag of their own', async () => {
    const [compact, sales, fullSales] = await Promise.all([
      call(context.app, 'GET', `${base()}/chart-of-accounts?fields=compact`, undefined, as(company, 'en')),
      call(context.app, 'GET', `${base()}/chart-of-accounts?fields=compact&class=7`, undefined, as(company, 'en')),
      call(context.app, 'GET', `${base()}/chart-of-accounts?class=7`, undefined, as(company, 'en')),
    ]);
    expect([compact.statusCode, sales.statusCode, fullSales.statusCode]).toEqual([200, 200, 200]);
    const classSeven = (compact.json() as { class: string; accounts: unknown[] }[]).filter(
      (group) => group.class === '7',
    );
    expect(sales.json()).toEqual(classSeven);
    expect(classSeven[0]?.accounts.length).toBeGreaterThan(50);
    expect((fullSales.json() as { class: string }[]).map((group) => group.class)).toEqual(['7']);
    expect(sales.body.length).toBeLessThan(compact.body.length / 5);
    expect(sales.headers.etag).not.toBe(compact.headers.etag);
    const again = await call(context.app, 'GET', `${base()}/chart-of-accounts?fields=compact&class=7`, undefined, {
      ...as(company, 'en'),
      headers: { ...as(company, 'en').headers, 'if-none-match': sales.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['0', '10', 'x'])('refuses class=%s (400, ACCOUNT_CLASS_INVALID)', async (value) => {
    const response = await call(
      context.app,
      'GET',
      `${base()}/chart-of-accounts?fields=compact&class=${value}`,
      undefined,
      as(company),
    );
    expect([response.statusCode, errorOf(response).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(errorOf(response).fields?.map((field) => field.code)).toEqual(['ACCOUNT_CLASS_INVALID']);
  });

  it('refuses a fields value it does not know (400)', async () => {
    const response = await call(context.app, 'GET', `${base()}/chart-of-accounts?fields=all`, undefined, as(company));
    expect(response.statusCode).toBe(400);
  });
});

describe('group accounts', () => {
  it('shows an account with child accounts as a group, which the ledger refuses, and its leaves as postable', async () => {
    const own = await ledgerCompany(context.app);
    const chart = (await call(context.app, 'GET', `${base(own)}/chart-of-accounts`, undefined, as(own))).json();
    const accounts = chart.flatMap((item: { accounts: { number: string; isGroup: boolean }[] }) => item.accounts);
    const isGroup = (number: string) =>
      accounts.find((account: { number: string }) => account.number === number)?.isGroup;
    expect(['521', '5211', '571', '5711', '411', '4111', '531'].map(isGroup)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
    for (const number of ['521', '411']) {
      const draft = await call(
        context.app,
        'POST',
        documentsUrl(own),
        entryBody(own, [
          { account: number, debit: '100' },
          { account: '1013', credit: '100' },
        ]),
        { token: own.token },
      );
      expect([draft.statusCode, errorOf(draft).code]).toEqual([422, 'ACCOUNT_IS_GROUP']);
    }
    const [row] = await queryRows<{ documents: number }>(
      context.handle.db,
      sql`select count(*)::int as documents from accounting_document where company_id = ${own.companyId}`,
    );
    expect(row?.documents).toBe(0);
  });
});

describe('accounts-company', () => {
  it('creates an account under its class and nearest parent, then reads it', async () => {
    const created = await call(
      context.app,
      'POST',
      `${base()}/accounts-company`,
      { number: '52110001', label: 'Ecobank Douala' },
      as(company),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      number: '52110001',
      label: 'Ecobank Douala',
      class: '5',
      parentNumber: '5211',
      isGroup: false,
      active: true,
      refAccountNumber: null,
    });
    const read = await call(
      context.app,
      'GET',
      `${base()}/accounts-company/${created.json().id}`,
      undefined,
      as(company),
    );
    expect(read.json().id).toBe(created.json().id);
  });

  it.each([
    [{ number: '5', label: 'Too short' }, 400, 'VALIDATION_FAILED', 'ACCOUNT_NUMBER_INVALID'],
    [{ number: '52A1', label: 'Letters' }, 400, 'VALIDATION_FAILED', 'ACCOUNT_NUMBER_INVALID'],
    [{ number: '1234567890123', label: 'Too long' }, 400, 'VALIDATION_FAILED', undefined],
    [{ number: '0123', label: 'Class 0' }, 400, 'VALIDATION_FAILED', 'ACCOUNT_CLASS_UNKNOWN'],
    [{ number: '5212', label: '' }, 400, 'VALIDATION_FAILED', 'LABEL_REQUIRED'],
    [{ number: '4111', label: 'Duplicate' }, 409, 'ACCOUNT_NUMBER_ALREADY_USED', undefined],
  ])('refuses %j', async (body, status, code, fieldCode) => {
    const response = await call(context.app, 'POST', `${base()}/accounts-company`, body, as(company));
    expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
    if (fieldCode) expect(errorOf(response).fields?.map((field) => field.code)).toContain(fieldCode);
  });

  it('renames and renumbers an account without postings, and disables it', async () => {
    const created = (
      await call(
        context.app,
        'POST',
        `${base()}/accounts-company`,
        { number: '6011001', label: 'Goods A' },
        as(company),
      )
    ).json();
    const updated = await call(
      context.app,
      'PUT',
      `${base()}/accounts-company`,
      { id: created.id, number: '6011002', label: 'Goods B', active: false },
      as(company),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ number: '6011002', label: 'Goods B', active: false });
  });

  it('keeps following the reader language while a reference label is left as shown', async () => {
    const chart = (await call(context.app, 'GET', `${base()}/chart-of-accounts`, undefined, as(company))).json();
    const bank = chart[4].accounts.find((account: { number: string }) => account.number === '5211');
    await call(
      context.app,
      'PUT',
      `${base()}/accounts-company`,
      { id: bank.id, number: '5211', label: bank.label, active: true },
      as(company),
    );
    const [en, fr] = await Promise.all([
      call(context.app, 'GET', `${base()}/accounts-company/${bank.id}`, undefined, as(company, 'en')),
      call(context.app, 'GET', `${base()}/accounts-company/${bank.id}`, undefined, as(company, 'fr')),
    ]);
    expect(en.json().label).toBe(bank.label);
    expect(fr.json().label).not.toBe(bank.label);
  });

  it('refuses to renumber or disable an account with postings (409 ACCOUNT_HAS_POSTINGS), but renames it', async () => {
    const own = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, own);
    await changeState(context.app, own, draft.id, 'VALIDATED');
    const url = `/v1/accountings/companies/${own.companyId}/accounts-company`;
    const bank = (await call(context.app, 'GET', `${url}/${own.accounts['5211']}`, undefined, as(own))).json();
    expect(bank.hasPostings).toBe(true);
    const renumber = await call(
      context.app,
      'PUT',
      url,
      { id: bank.id, number: '5219', label: bank.label, active: true },
      as(own),
    );
    const disable = await call(
      context.app,
      'PUT',
      url,
      { id: bank.id, number: '5211', label: bank.label, active: false },
      as(own),
    );
    expect([renumber.statusCode, errorOf(renumber).code]).toEqual([409, 'ACCOUNT_HAS_POSTINGS']);
    expect([disable.statusCode, errorOf(disable).code]).toEqual([409, 'ACCOUNT_HAS_POSTINGS']);
    const rename = await call(
      context.app,
      'PUT',
      url,
      { id: bank.id, number: '5211', label: 'Banques locales', active: true },
      as(own),
    );
    expect(rename.json()).toMatchObject({ label: 'Banques locales', number: '5211' });
  });
});

describe('sub-accounts-company', () => {
  it('creates a sub-account with POST and updates it with PUT; numbers are unique per company', async () => {
    const url = `${base()}/sub-accounts-company`;
    const created = await call(
      context.app,
      'POST',
      url,
      { accountId: company.accounts['4111'], number: 'cli001', label: 'Boulangerie Akwa' },
      as(company),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      number: 'CLI001',
      label: 'Boulangerie Akwa',
      accountId: company.accounts['4111'],
      partyId: null,
    });
    const updated = await call(
      context.app,
      'PUT',
      url,
      { id: created.json().id, accountId: company.accounts['4111'], number: 'CLI001', label: 'Boulangerie Akwa SARL' },
      as(company),
    );
    expect(updated.json().label).toBe('Boulangerie Akwa SARL');
    const duplicate = await call(
      context.app,
      'POST',
      url,
      { accountId: company.accounts['4111'], number: 'CLI001', label: 'Other' },
      as(company),
    );
    expect([duplicate.statusCode, errorOf(duplicate).code]).toEqual([409, 'SUB_ACCOUNT_NUMBER_ALREADY_USED']);
    const chart = (
      await call(context.app, 'GET', `${base()}/accounts-company/${company.accounts['4111']}`, undefined, as(company))
    ).json();
    expect(chart.subAccounts.map((sub: { number: string }) => sub.number)).toEqual(['CLI001']);
  });

  it('needs no id with POST and an id with PUT', async () => {
    const url = `${base()}/sub-accounts-company`;
    const putWithoutId = await call(
      context.app,
      'PUT',
      url,
      { accountId: company.accounts['401'], number: 'F1', label: 'X' },
      as(company),
    );
    expect(errorOf(putWithoutId).fields).toEqual([{ path: 'id', code: 'ID_REQUIRED' }]);
    const unknownAccount = await call(
      context.app,
      'POST',
      url,
      { accountId: '0190f1a0-0000-7000-8000-000000000000', number: 'F1', label: 'X' },
      as(company),
    );
    expect([unknownAccount.statusCode, errorOf(unknownAccount).code]).toEqual([422, 'ACCOUNT_UNKNOWN']);
  });

  it('posts to a sub-account of the line account only', async () => {
    const own = await ledgerCompany(context.app);
    const sub = (
      await call(
        context.app,
        'POST',
        `/v1/accountings/companies/${own.companyId}/sub-accounts-company`,
        { accountId: own.accounts['4111'], number: 'C1', label: 'Client 1' },
        as(own),
      )
    ).json();
    const wrong = await call(
      context.app,
      'POST',
      `/v1/accountings/documents/workFolders/${own.workFolderId}`,
      {
        type: 'JOURNAL_ENTRY',
        date: `${own.year}-05-01`,
        lines: [
          { accountId: own.accounts['4011'], subAccountId: sub.id, debit: '10' },
          { accountId: own.accounts['7011'], credit: '10' },
        ],
      },
      as(own),
    );
    expect(errorOf(wrong)).toMatchObject({
      code: 'SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT',
      fields: [{ path: 'lines.0.subAccountId', code: 'SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT' }],
    });
    const right = await createDraft(context.app, own, [
      { account: '4111', subAccountId: sub.id, debit: '10' },
      { account: '7011', credit: '10' },
    ]);
    const validated = await changeState(context.app, own, right.id, 'VALIDATED');
    expect(validated.json().lines[0]).toMatchObject({ subAccountNumber: 'C1', accountNumber: '4111' });
  });
});

describe('journals', () => {
  it('lists the six standard journals and adds a company journal', async () => {
    const url = `${base()}/journals`;
    const list = await call(context.app, 'GET', url, undefined, as(company, 'fr'));
    expect(list.json().map((journal: { code: string }) => journal.code)).toEqual(['AC', 'AN', 'BQ', 'CA', 'OD', 'VE']);
    expect(list.json().find((journal: { code: string }) => journal.code === 'AN')).toMatchObject({
      label: 'À-nouveaux',
      type: 'OPENING',
      isSystem: true,
    });
    const created = await call(
      context.app,
      'POST',
      url,
      { code: 'bq2', label: 'Afriland First Bank', type: 'BANK' },
      as(company),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'BQ2', label: 'Afriland First Bank', isSystem: false });
    const duplicate = await call(context.app, 'POST', url, { code: 'BQ2', label: 'Again', type: 'BANK' }, as(company));
    expect([duplicate.statusCode, errorOf(duplicate).code]).toEqual([409, 'JOURNAL_CODE_ALREADY_USED']);
    // 5211 has a child account in this company's chart (52110001, created above): the entry posts to it.
    const draft = await createDraft(
      context.app,
      company,
      [
        { account: (await accountId(company, '52110001')) ?? '', debit: '100' },
        { account: '1013', credit: '100' },
      ],
      { journalCode: 'BQ2' },
    );
    const validated = await changeState(context.app, company, draft.id, 'VALIDATED');
    expect(validated.json().number).toBe(`BQ2-${company.year}-000001`);
  });
});
