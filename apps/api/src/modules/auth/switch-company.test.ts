import { ROLE_PROFILES } from '@bilan/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, documentsUrl, type LedgerCompany, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { addMember, joinCompany, loginAs, userIdOf } from '../../testing/members.ts';
import { call, createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
/** A member of both: owner of A, invited into B as an ACCOUNTANT. */
let a: LedgerCompany;
let b: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  [a, b] = await Promise.all([ledgerCompany(context.app), ledgerCompany(context.app)]);
  await joinCompany(context.app, b, a, ['ACCOUNTANT']);
});
afterAll(() => context.close());

const switchCompany = (token: string, companyId: string) =>
  call(context.app, 'POST', '/v1/auth/switch-company', { companyId }, { token });

const get = (url: string, token: string, query?: Record<string, string>) =>
  call(context.app, 'GET', url, undefined, { token, ...(query ? { query } : {}) });

describe('GET /v1/auth/companies', () => {
  it('lists every company the user is an active member of, with that membership’s roles', async () => {
    const response = await get('/v1/auth/companies', a.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: a.companyId,
        name: expect.stringContaining('Test Company'),
        countryCode: 'CM',
        currency: 'XAF',
        parentCompanyId: null,
        roles: ['OWNER'],
      },
      expect.objectContaining({ id: b.companyId, roles: ['ACCOUNTANT'] }),
    ]);
  });
});

describe('POST /v1/auth/switch-company', () => {
  it('answers like login, with a token carrying the chosen membership’s roles and profiles', async () => {
    const response = await switchCompany(a.token, b.companyId);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toEqual({ firstName: 'Awa', lastName: 'Ngono', companyId: b.companyId });
    expect(decodeJwt(token)).toMatchObject({
      sub: decodeJwt(a.token).sub,
      companyId: b.companyId,
      roles: ['ACCOUNTANT'],
      profiles: [...ROLE_PROFILES.ACCOUNTANT],
    });
    const back = await switchCompany(token, a.companyId);
    expect(decodeJwt(back.json().token)).toMatchObject({ companyId: a.companyId, roles: ['OWNER'] });
  });

  it('changes what the lists show: work folders, chart of accounts and documents of the chosen company', async () => {
    const bToken = (await switchCompany(a.token, b.companyId)).json().token as string;
    const aDraft = await createDraft(context.app, a);
    const bDraft = await createDraft(context.app, b);
    const query = { type: 'JOURNAL_ENTRY' };

    const asA = await Promise.all([
      get(`/v1/accountings/workFolders/companies/${a.companyId}`, a.token),
      get(documentsUrl(a), a.token, query),
    ]);
    const asB = await Promise.all([
      get(`/v1/accountings/workFolders/companies/${b.companyId}`, bToken),
      get(documentsUrl(b), bToken, query),
    ]);
    expect(asA[0]?.json()).toEqual([expect.objectContaining({ id: a.workFolderId })]);
    expect(asB[0]?.json()).toEqual([expect.objectContaining({ id: b.workFolderId })]);
    const ids = (response: (typeof asA)[1]) => response?.json().items.map((item: { id: string }) => item.id);
    expect(ids(asA[1])).toContain(aDraft.id);
    expect(ids(asA[1])).not.toContain(bDraft.id);
    expect(ids(asB[1])).toContain(bDraft.id);
    expect(ids(asB[1])).not.toContain(aDraft.id);

    const chartA = await get(`/v1/accountings/companies/${a.companyId}/chart-of-accounts`, a.token);
    const chartB = await get(`/v1/accountings/companies/${b.companyId}/chart-of-accounts`, bToken);
    const accountIds = (response: typeof chartA) =>
      response.json().flatMap((group: { accounts: { id: string }[] }) => group.accounts.map((account) => account.id));
    expect(accountIds(chartB)).toContain(b.accounts['411']);
    expect(accountIds(chartB)).not.toContain(a.accounts['411']);
    expect(accountIds(chartA)).toContain(a.accounts['411']);
  });

  it('never lets a token for A read B’s rows, although the user is a member of both', async () => {
    const bDraft = await createDraft(context.app, b);
    const bUrls = [
      `/v1/companies/${b.companyId}/users`,
      `/v1/companies/${b.companyId}/subsidiaries`,
      `/v1/companies/${b.companyId}/customers`,
      `/v1/accountings/workFolders/companies/${b.companyId}`,
      `/v1/accountings/companies/${b.companyId}/chart-of-accounts`,
      `/v1/accountings/companies/${b.companyId}/accounts-company/${b.accounts['411']}`,
      `/v1/accountings/documents/${bDraft.id}/workFolders/${b.workFolderId}`,
      `/v1/accountings/documents/${bDraft.id}/workFolders/${a.workFolderId}`,
      `/v1/accountings/workFolders/${b.workFolderId}/trial-balance`,
    ];
    const responses = await Promise.all(bUrls.map((url) => get(url, a.token)));
    expect(responses.map((response) => [response.statusCode, errorOf(response).code])).toEqual(
      bUrls.map(() => [404, 'NOT_FOUND']),
    );
    const list = await get(documentsUrl(b), a.token, { type: 'JOURNAL_ENTRY' });
    expect(list.statusCode).toBe(404);
  });

  it('answers 404 for a company the user is not a member of, and 400 for an id that is not a UUID', async () => {
    const stranger = await ledgerCompany(context.app);
    const missing = await switchCompany(a.token, '0190f1a0-0000-7000-8000-000000000000');
    const notMember = await switchCompany(a.token, stranger.companyId);
    expect([missing.statusCode, notMember.statusCode]).toEqual([404, 404]);
    expect(notMember.json()).toEqual(missing.json());

    const strangerViewer = await addMember(context.app, stranger, ['VIEWER']);
    expect((await switchCompany(strangerViewer.token, b.companyId)).statusCode).toBe(404);
    const bad = await switchCompany(a.token, 'not-a-uuid');
    expect(errorOf(bad).fields).toContainEqual({ path: 'companyId', code: 'ID_INVALID' });
  });

  it('refuses a deactivated membership even for a user who is still active elsewhere', async () => {
    const owner = await ledgerCompany(context.app);
    const elsewhere = await ledgerCompany(context.app);
    await joinCompany(context.app, owner, elsewhere, ['VIEWER']);
    await call(
      context.app,
      'PUT',
      `/v1/companies/${owner.companyId}/users/${userIdOf(elsewhere.token)}`,
      { active: false },
      { token: owner.token },
    );
    const session = await loginAs(context.app, elsewhere.email, TEST_PASSWORD);
    const response = await switchCompany(session.token, owner.companyId);
    expect([response.statusCode, errorOf(response).code]).toEqual([404, 'NOT_FOUND']);
    const companies = await get('/v1/auth/companies', session.token);
    expect(companies.json().map((company: { id: string }) => company.id)).toEqual([elsewhere.companyId]);
  });
});
