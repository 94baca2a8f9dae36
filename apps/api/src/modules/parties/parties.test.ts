import type { Party } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { addMember } from '../../testing/members.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: LedgerCompany;
let other: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  [company, other] = await Promise.all([ledgerCompany(context.app), ledgerCompany(context.app)]);
});
afterAll(() => context.close());

type Collection = 'customers' | 'suppliers';
const COLLECTIONS = [
  { path: 'customers' as Collection, prefix: 'C', controlAccount: '4111' },
  { path: 'suppliers' as Collection, prefix: 'F', controlAccount: '4011' },
];

const partiesUrl = (target: LedgerCompany, path: Collection, id?: string) =>
  `/v1/companies/${target.companyId}/${path}${id ? `/${id}` : ''}`;

async function createParty(target: LedgerCompany, path: Collection, body: Record<string, unknown>): Promise<Party> {
  const response = await call(context.app, 'POST', partiesUrl(target, path), body, { token: target.token });
  if (response.statusCode !== 201) throw new Error(`party not created: ${response.body}`);
  return response.json();
}

function listParties(target: LedgerCompany, path: Collection, query: Record<string, string> = {}) {
  return call(context.app, 'GET', partiesUrl(target, path), undefined, { token: target.token, query });
}

async function subAccountsOf(target: LedgerCompany, accountNumber: string) {
  const url = `/v1/accountings/companies/${target.companyId}/accounts-company/${target.accounts[accountNumber]}`;
  const account = await call(context.app, 'GET', url, undefined, { token: target.token });
  return account.json().subAccounts as Array<{ id: string; number: string; label: string; partyId: string | null }>;
}

describe.each(COLLECTIONS)('$path', ({ path, prefix, controlAccount }) => {
  it(`creates with generated codes ${prefix}00001, ${prefix}00002 and a sub-account under ${controlAccount}`, async () => {
    const own = await ledgerCompany(context.app);
    const first = await call(
      context.app,
      'POST',
      partiesUrl(own, path),
      {
        name: 'Boulangerie Akwa',
        kind: 'COMPANY',
        taxId: 'm012345678901a',
        tradeRegister: 'RC/DLA/2015/B/1234',
        email: 'Compta@Akwa.CM',
        phone: '6 77 12 34 56',
        address: 'Rue Joss',
        city: 'Douala',
        paymentTermsDays: 30,
        notes: 'Pays at the end of the month',
      },
      { token: own.token },
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      code: `${prefix}00001`,
      name: 'Boulangerie Akwa',
      kind: 'COMPANY',
      taxId: 'M012345678901A',
      tradeRegister: 'RC/DLA/2015/B/1234',
      email: 'compta@akwa.cm',
      phone: '+237677123456',
      phoneOperator: 'MTN',
      address: 'Rue Joss',
      city: 'Douala',
      countryCode: 'CM',
      paymentTermsDays: 30,
      notes: 'Pays at the end of the month',
      active: true,
      subAccountId: expect.any(String),
      controlAccountId: own.accounts[controlAccount],
      controlAccountNumber: controlAccount,
      controlAccountFixed: false,
      withholdingAgent: false,
      subjectToPrecompte: false,
      language: null,
      balance: '0',
    });
    const second = await createParty(own, path, { name: 'Ngono Awa', kind: 'INDIVIDUAL' });
    expect(second).toMatchObject({ code: `${prefix}00002`, kind: 'INDIVIDUAL', phone: null, phoneOperator: null });
    expect(await subAccountsOf(own, controlAccount)).toEqual([
      {
        id: first.json().subAccountId,
        accountId: own.accounts[controlAccount],
        number: `${prefix}00001`,
        label: 'Boulangerie Akwa',
        partyId: first.json().id,
      },
      {
        id: second.subAccountId,
        accountId: own.accounts[controlAccount],
        number: `${prefix}00002`,
        label: 'Ngono Awa',
        partyId: second.id,
      },
    ]);
  });

  it('takes a code from the client and generates the next one after the highest', async () => {
    const own = await ledgerCompany(context.app);
    const chosen = await createParty(own, path, { name: 'Chosen', code: ' acme01 ' });
    const numbered = await createParty(own, path, { name: 'Numbered', code: `${prefix}00041` });
    const generated = await createParty(own, path, { name: 'Generated', code: '' });
    expect([chosen.code, numbered.code, generated.code]).toEqual(['ACME01', `${prefix}00041`, `${prefix}00042`]);
  });
});

describe.each(COLLECTIONS)('$path: updates', ({ path, controlAccount }) => {
  it('updates every field; the sub-account follows a new code and name; an empty code keeps the code', async () => {
    const own = await ledgerCompany(context.app);
    const created = await createParty(own, path, { name: 'Old name', phone: '699000000', email: 'a@b.cm' });
    const updated = await call(
      context.app,
      'PUT',
      partiesUrl(own, path, created.id),
      {
        code: 'NEW01',
        name: 'New name',
        kind: 'INDIVIDUAL',
        countryCode: 'FR',
        phone: '+33 6 12 34 56 78',
        email: '',
        active: false,
      },
      { token: own.token },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      code: 'NEW01',
      name: 'New name',
      kind: 'INDIVIDUAL',
      countryCode: 'FR',
      phone: '+33612345678',
      phoneOperator: null,
      email: null,
      paymentTermsDays: 0,
      active: false,
      subAccountId: created.subAccountId,
    });
    const [sub] = await subAccountsOf(own, controlAccount);
    expect(sub).toMatchObject({ id: created.subAccountId, number: 'NEW01', label: 'New name', partyId: created.id });
    const keptCode = await call(
      context.app,
      'PUT',
      partiesUrl(own, path, created.id),
      { name: 'Renamed' },
      { token: own.token },
    );
    expect(keptCode.json()).toMatchObject({ code: 'NEW01', name: 'Renamed', countryCode: 'CM', active: true });
    expect((await subAccountsOf(own, controlAccount))[0]).toMatchObject({ number: 'NEW01', label: 'Renamed' });
  });
});

describe.each(COLLECTIONS)('$path: lists and codes', ({ path, controlAccount }) => {
  it('lists sorted by name or code, searches name, code and phone, pages with an offset cursor', async () => {
    const own = await ledgerCompany(context.app);
    for (const body of [
      { name: 'zeta Import', code: 'Z9' },
      { name: 'Alpha Bois', code: 'B2', phone: '655 11 22 33' },
      { name: 'Mango SARL', code: 'A7', active: false },
      { name: '100% Coton', code: 'K1', phone: '+33 1 23 45 67 89', countryCode: 'FR' },
    ]) {
      await createParty(own, path, body);
    }
    const names = async (query: Record<string, string>) => {
      const response = await listParties(own, path, query);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((party: Party) => party.name);
    };
    expect(await names({})).toEqual(['100% Coton', 'Alpha Bois', 'Mango SARL', 'zeta Import']);
    expect(await names({ sort: 'code' })).toEqual(['Mango SARL', 'Alpha Bois', '100% Coton', 'zeta Import']);
    expect(await names({ q: 'ZETA' })).toEqual(['zeta Import']);
    expect(await names({ q: 'b2' })).toEqual(['Alpha Bois']);
    expect(await names({ q: '655 11' })).toEqual(['Alpha Bois']);
    expect(await names({ q: '+237655112233' })).toEqual(['Alpha Bois']);
    expect(await names({ q: '%' })).toEqual(['100% Coton']);
    expect(await names({ active: 'false' })).toEqual(['Mango SARL']);
    expect(await names({ active: 'true', q: 'a' })).toEqual(['Alpha Bois', 'zeta Import']);

    const first = (await listParties(own, path, { limit: '3' })).json();
    expect(first).toMatchObject({ total: 4, nextCursor: '3' });
    expect(first.items).toHaveLength(3);
    const last = (await listParties(own, path, { limit: '3', cursor: '3' })).json();
    expect(last).toMatchObject({ total: 4, nextCursor: null, items: [{ name: 'zeta Import' }] });
    const capped = (await listParties(own, path, { limit: '100000' })).json();
    expect(capped.items).toHaveLength(4);
  });

  it('answers 409 PARTY_CODE_ALREADY_USED for a code of the role or a sub-account number, and changes nothing', async () => {
    const own = await ledgerCompany(context.app);
    const first = await createParty(own, path, { name: 'First', code: 'DUP1' });
    const second = await createParty(own, path, { name: 'Second' });
    await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${own.companyId}/sub-accounts-company`,
      { accountId: own.accounts['1013'], number: 'SUB1', label: 'Manual sub-account' },
      { token: own.token },
    );
    const attempts = [
      await call(context.app, 'POST', partiesUrl(own, path), { name: 'Again', code: 'dup1' }, { token: own.token }),
      await call(context.app, 'POST', partiesUrl(own, path), { name: 'Clash', code: 'SUB1' }, { token: own.token }),
      await call(
        context.app,
        'PUT',
        partiesUrl(own, path, second.id),
        { name: 'Second', code: 'DUP1' },
        { token: own.token },
      ),
    ];
    expect(attempts.map((response) => [response.statusCode, errorOf(response).code])).toEqual([
      [409, 'PARTY_CODE_ALREADY_USED'],
      [409, 'PARTY_CODE_ALREADY_USED'],
      [409, 'PARTY_CODE_ALREADY_USED'],
    ]);
    const list = (await listParties(own, path, { sort: 'code' })).json();
    const expected = [
      ['DUP1', first.name],
      [second.code, 'Second'],
    ].sort();
    expect(list.items.map((party: Party) => [party.code, party.name])).toEqual(expected);
    const numbers = (await subAccountsOf(own, controlAccount)).map((sub) => sub.number);
    expect(numbers).toEqual(expected.map(([code]) => code));
  });
});

describe('validation', () => {
  const long = (length: number) => 'x'.repeat(length);

  it.each([
    { fields: { name: undefined }, path: 'name', code: 'NAME_REQUIRED' },
    { fields: { name: '   ' }, path: 'name', code: 'NAME_REQUIRED' },
    { fields: { name: long(201) }, path: 'name', code: 'NAME_TOO_LONG' },
    { fields: { code: 'AB-1' }, path: 'code', code: 'CODE_INVALID' },
    { fields: { code: 'A'.repeat(21) }, path: 'code', code: 'CODE_INVALID' },
    { fields: { kind: 'PERSON' }, path: 'kind', code: 'KIND_INVALID' },
    { fields: { taxId: 'M01@' }, path: 'taxId', code: 'TAX_ID_INVALID' },
    { fields: { tradeRegister: long(51) }, path: 'tradeRegister', code: 'TRADE_REGISTER_INVALID' },
    { fields: { email: 'not-an-email' }, path: 'email', code: 'EMAIL_INVALID' },
    { fields: { email: 'a@b' }, path: 'email', code: 'EMAIL_INVALID' },
    { fields: { phone: '12345' }, path: 'phone', code: 'PHONE_INVALID' },
    { fields: { phone: '777 12 34 56' }, path: 'phone', code: 'PHONE_INVALID' },
    { fields: { phone: '+237 6771234' }, path: 'phone', code: 'PHONE_INVALID' },
    { fields: { phone: '06 12 34 56', countryCode: 'FR' }, path: 'phone', code: 'PHONE_INVALID' },
    { fields: { phone: long(31) }, path: 'phone', code: 'PHONE_INVALID' },
    { fields: { address: long(301) }, path: 'address', code: 'ADDRESS_TOO_LONG' },
    { fields: { city: long(101) }, path: 'city', code: 'CITY_TOO_LONG' },
    { fields: { countryCode: 'ZZ' }, path: 'countryCode', code: 'COUNTRY_UNKNOWN' },
    { fields: { countryCode: 'CMR' }, path: 'countryCode', code: 'COUNTRY_UNKNOWN' },
    { fields: { paymentTermsDays: -1 }, path: 'paymentTermsDays', code: 'PAYMENT_TERMS_INVALID' },
    { fields: { paymentTermsDays: 366 }, path: 'paymentTermsDays', code: 'PAYMENT_TERMS_INVALID' },
    { fields: { paymentTermsDays: 1.5 }, path: 'paymentTermsDays', code: 'PAYMENT_TERMS_INVALID' },
    { fields: { paymentTermsDays: '30' }, path: 'paymentTermsDays', code: 'PAYMENT_TERMS_INVALID' },
    { fields: { notes: long(2001) }, path: 'notes', code: 'NOTES_TOO_LONG' },
    { fields: { active: 'yes' }, path: 'active', code: 'ACTIVE_INVALID' },
    { fields: { balance: '10' }, path: 'balance', code: 'PROPERTY_UNKNOWN' },
    { fields: { language: 'de' }, path: 'language', code: 'LANGUAGE_INVALID' },
  ])('refuses $path with $code and creates nothing', async ({ fields, path, code }) => {
    const body = { name: 'Valid name', ...fields };
    const response = await call(context.app, 'POST', partiesUrl(company, 'customers'), body, { token: company.token });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path, code }] });
    expect((await listParties(company, 'customers', { q: 'Valid name' })).json().total).toBe(0);
  });

  it('accepts the bounds and blanks: 0 and 365 days, an empty email, blank optional texts', async () => {
    const zero = await createParty(company, 'suppliers', { name: 'Zero', paymentTermsDays: 0, email: '', city: '' });
    const year = await createParty(company, 'suppliers', { name: 'Year', paymentTermsDays: 365, phone: ' ' });
    expect(zero).toMatchObject({ paymentTermsDays: 0, email: null, city: null });
    expect(year).toMatchObject({ paymentTermsDays: 365, phone: null });
  });

  it.each<{ query: Record<string, string>; path: string; code: string }>([
    { query: { limit: '0' }, path: 'querystring.limit', code: 'LIMIT_INVALID' },
    { query: { cursor: 'abc' }, path: 'querystring.cursor', code: 'CURSOR_INVALID' },
    { query: { sort: 'city' }, path: 'querystring.sort', code: 'SORT_INVALID' },
    { query: { active: 'yes' }, path: 'querystring.active', code: 'ACTIVE_INVALID' },
    { query: { q: long(101) }, path: 'querystring.q', code: 'QUERY_TOO_LONG' },
    { query: { workFolderId: 'nope' }, path: 'querystring.workFolderId', code: 'ID_INVALID' },
  ])('refuses the list query with $path $code', async ({ query, path, code }) => {
    const response = await listParties(company, 'customers', query);
    expect([response.statusCode, errorOf(response).fields]).toEqual([400, [{ path, code }]]);
  });
});

describe("a party's language", () => {
  it("keeps a party's own language, null (the company's) when none is given", async () => {
    const none = await createParty(company, 'customers', { name: 'Sans langue' });
    expect(none.language).toBeNull();
    const english = await createParty(company, 'customers', { name: 'Lagos Trading', language: 'en' });
    expect(english.language).toBe('en');
    const read = await call(context.app, 'GET', partiesUrl(company, 'customers', english.id), undefined, {
      token: company.token,
    });
    expect(read.json().language).toBe('en');
    const url = partiesUrl(company, 'customers', english.id);
    const french = await call(
      context.app,
      'PUT',
      url,
      { name: 'Lagos Trading', language: 'fr' },
      { token: company.token },
    );
    expect(french.json().language).toBe('fr');
    const cleared = await call(
      context.app,
      'PUT',
      url,
      { name: 'Lagos Trading', language: null },
      { token: company.token },
    );
    expect(cleared.json().language).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    ['+237 650 12 34 56', 'CM', '+237650123456', 'MTN'],
    ['00237 655 12 34 56', 'CM', '+237655123456', 'ORANGE'],
    ['237690123456', 'CM', '+237690123456', 'ORANGE'],
    ['666 12 34 56', 'CM', '+237666123456', 'NEXTTEL'],
    ['685 12 34 56', 'CM', '+237685123456', 'NEXTTEL'],
    ['622 12 34 56', 'CM', '+237622123456', null],
    ['242 12 34 56', 'CM', '+237242123456', null],
    ['233 42 12 34', 'CM', '+237233421234', null],
    ['237-677-12-34-56', 'FR', '+237677123456', 'MTN'],
    ['+237 640 12 34 56', 'FR', '+237640123456', null],
    ['+33 6 12 34 56 78', 'FR', '+33612345678', null],
    ['06.12.34.56.78', 'FR', '+33612345678', null],
  ])('stores %s (%s) as %s tagged %s', async (phone, countryCode, stored, operator) => {
    const party = await createParty(company, 'customers', { name: `Phone ${phone}`, phone, countryCode });
    expect([party.phone, party.phoneOperator]).toEqual([stored, operator]);
  });
});

describe('access', () => {
  it('answers 404 for another company on every route and changes nothing', async () => {
    const customer = await createParty(company, 'customers', { name: 'Guarded customer' });
    const supplier = await createParty(company, 'suppliers', { name: 'Guarded supplier' });
    const before = await Promise.all([
      call(context.app, 'GET', partiesUrl(company, 'customers', customer.id), undefined, { token: company.token }),
      call(context.app, 'GET', partiesUrl(company, 'suppliers', supplier.id), undefined, { token: company.token }),
    ]);
    const foreign = { token: other.token };
    const own = { token: company.token };
    const change = { name: 'Hijacked' };
    const responses = await Promise.all([
      call(context.app, 'GET', partiesUrl(company, 'customers'), undefined, foreign),
      call(context.app, 'POST', partiesUrl(company, 'customers'), change, foreign),
      call(context.app, 'GET', partiesUrl(company, 'customers', customer.id), undefined, foreign),
      call(context.app, 'PUT', partiesUrl(company, 'customers', customer.id), change, foreign),
      call(context.app, 'GET', partiesUrl(other, 'customers', customer.id), undefined, foreign),
      call(context.app, 'PUT', partiesUrl(other, 'customers', customer.id), change, foreign),
      call(context.app, 'GET', partiesUrl(company, 'suppliers'), undefined, foreign),
      call(context.app, 'POST', partiesUrl(company, 'suppliers'), change, foreign),
      call(context.app, 'GET', partiesUrl(company, 'suppliers', supplier.id), undefined, foreign),
      call(context.app, 'PUT', partiesUrl(company, 'suppliers', supplier.id), change, foreign),
      call(context.app, 'GET', partiesUrl(company, 'suppliers', customer.id), undefined, own),
      call(context.app, 'PUT', partiesUrl(company, 'customers', supplier.id), change, own),
      listParties(company, 'customers', { workFolderId: other.workFolderId }),
      call(context.app, 'GET', partiesUrl(company, 'customers', customer.id), undefined, {
        ...own,
        query: { workFolderId: other.workFolderId },
      }),
    ]);
    expect(responses.map((response) => [response.statusCode, errorOf(response).code])).toEqual(
      responses.map(() => [404, 'NOT_FOUND']),
    );
    const after = await Promise.all([
      call(context.app, 'GET', partiesUrl(company, 'customers', customer.id), undefined, own),
      call(context.app, 'GET', partiesUrl(company, 'suppliers', supplier.id), undefined, own),
    ]);
    expect(after.map((response) => response.json())).toEqual(before.map((response) => response.json()));
    expect((await listParties(other, 'customers')).json().total).toBe(0);
    expect((await listParties(other, 'suppliers')).json().total).toBe(0);
  });
});

describe('access by role', () => {
  it('lets a member read but needs parties.write to create or update', async () => {
    const { token: viewer } = await addMember(context.app, company, ['VIEWER']);
    const party = await createParty(company, 'customers', { name: 'Read only' });
    const responses = [
      await call(context.app, 'GET', partiesUrl(company, 'customers'), undefined, { token: viewer }),
      await call(context.app, 'GET', partiesUrl(company, 'customers', party.id), undefined, { token: viewer }),
      await call(context.app, 'POST', partiesUrl(company, 'customers'), { name: 'No' }, { token: viewer }),
      await call(context.app, 'PUT', partiesUrl(company, 'customers', party.id), { name: 'No' }, { token: viewer }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 403, 403]);
  });

  it('answers 422 ACCOUNT_UNKNOWN when the company has no 411 account', async () => {
    const own = await ledgerCompany(context.app);
    const accountUrl = `/v1/accountings/companies/${own.companyId}/accounts-company`;
    const account = (
      await call(context.app, 'GET', `${accountUrl}/${own.accounts['4111']}`, undefined, { token: own.token })
    ).json();
    await call(
      context.app,
      'PUT',
      accountUrl,
      { id: account.id, number: '4119', label: account.label, active: true },
      { token: own.token },
    );
    const response = await call(
      context.app,
      'POST',
      partiesUrl(own, 'customers'),
      { name: 'Orphan' },
      { token: own.token },
    );
    expect([response.statusCode, errorOf(response).code]).toEqual([422, 'ACCOUNT_UNKNOWN']);
    expect((await listParties(own, 'customers')).json().total).toBe(0);
  });

  it('documents every route in OpenAPI', async () => {
    const spec = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of ['customers', 'suppliers']) {
      expect(Object.keys(spec.paths[`/v1/companies/{companyId}/${path}`])).toEqual(['get', 'post']);
      expect(Object.keys(spec.paths[`/v1/companies/{companyId}/${path}/{id}`])).toEqual(['get', 'put']);
    }
  });
});
