import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany } from '../testing/ledger-fixtures.ts';
import { call, createTestContext, errorOf, signupBody, TEST_API_KEY, type TestContext } from '../testing/test-app.ts';

let context: TestContext;
let company: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  company = await ledgerCompany(context.app);
});
afterAll(() => context.close());

describe('NUL characters', () => {
  it('refuses a NUL in any text of an unauthenticated signup, naming the field (400)', async () => {
    const response = await call(context.app, 'POST', '/v1/companies', signupBody({ ownerLastName: 'Ngo\u0000no' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'ownerLastName', code: 'TEXT_NUL_CHARACTER' }],
    });
  });

  it('refuses a NUL nested in a list, in a key, and in a query string', async () => {
    const entry = await call(
      context.app,
      'POST',
      `/v1/accountings/documents/workFolders/${company.workFolderId}`,
      {
        type: 'JOURNAL_ENTRY',
        date: `${company.year}-01-10`,
        lines: [{ accountId: company.accounts['521'], debit: '100', label: 'a\u0000' }],
        'x\u0000': 1,
      },
      { token: company.token },
    );
    const search = await call(context.app, 'GET', `/v1/companies/${company.companyId}/customers`, undefined, {
      token: company.token,
      query: { q: 'a\u0000b' },
    });
    expect(errorOf(entry).fields).toEqual(
      expect.arrayContaining([
        { path: 'lines.0.label', code: 'TEXT_NUL_CHARACTER' },
        { path: 'x\\0', code: 'TEXT_NUL_CHARACTER' },
      ]),
    );
    expect(search.statusCode).toBe(400);
    expect(errorOf(search).fields).toEqual([{ path: 'querystring.q', code: 'TEXT_NUL_CHARACTER' }]);
  });
});

describe('cursors and dates', () => {
  it.each([
    ['documents', () => `/v1/accountings/documents/workFolders/${company.workFolderId}?type=SALE_INVOICE&cursor=zz`],
    ['payments', () => `/v1/accountings/payments/workFolders/${company.workFolderId}?cursor=1'--`],
    ['audit log', () => `/v1/companies/${company.companyId}/audit-log?cursor=not-an-id`],
  ])('refuses a malformed cursor on the %s list (400 CURSOR_INVALID)', async (_list, url) => {
    const response = await call(context.app, 'GET', url(), undefined, { token: company.token });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([{ path: 'querystring.cursor', code: 'CURSOR_INVALID' }]);
  });

  it.each(['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])(
    'refuses the date %s in a body and in a query string (400 DATE_OUT_OF_RANGE)',
    async (date) => {
      const body = await call(
        context.app,
        'POST',
        `/v1/accountings/payments/workFolders/${company.workFolderId}`,
        { type: 'RECEIPT', date, amount: '100', method: 'CASH' },
        { token: company.token },
      );
      const query = await call(context.app, 'GET', `/v1/companies/${company.companyId}/audit-log`, undefined, {
        token: company.token,
        query: { from: date },
      });
      expect([body.statusCode, query.statusCode]).toEqual([400, 400]);
      expect(errorOf(body).fields).toContainEqual({ path: 'date', code: 'DATE_OUT_OF_RANGE' });
      expect(errorOf(query).fields).toEqual([{ path: 'querystring.from', code: 'DATE_OUT_OF_RANGE' }]);
    },
  );

  it('accepts the bounds themselves', async () => {
    const response = await call(context.app, 'GET', `/v1/companies/${company.companyId}/audit-log`, undefined, {
      token: company.token,
      query: { from: '1900-01-01', to: '2199-12-31' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('router errors in the API shape', () => {
  const raw = (method: 'GET' | 'OPTIONS', url: string) =>
    context.app.inject({ method, url, headers: { 'x-api-key': TEST_API_KEY } });

  it('answers a URL that does not decode with 400 URL_MALFORMED', async () => {
    const response = await raw('GET', '/v1/companies/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'frMessage', 'message']);
    expect(errorOf(response).code).toBe('URL_MALFORMED');
  });

  it('answers a known path asked with another method with 405 METHOD_NOT_ALLOWED and Allow', async () => {
    const response = await raw('GET', '/v1/auth/login/email');
    expect(response.statusCode).toBe(405);
    expect(errorOf(response).code).toBe('METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe('POST');
    expect((await raw('GET', '/v1/auth/nowhere')).statusCode).toBe(404);
  });

  it('answers a body over the limit with 413 BODY_TOO_LARGE in the API shape', async () => {
    const response = await call(context.app, 'POST', '/v1/companies', { ...signupBody(), name: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'frMessage', 'message']);
    expect(errorOf(response).code).toBe('BODY_TOO_LARGE');
  });

  it('answers a preflight without origin without a text error', async () => {
    const response = await raw('OPTIONS', '/v1/companies');
    expect(response.statusCode).toBeLessThan(400);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
