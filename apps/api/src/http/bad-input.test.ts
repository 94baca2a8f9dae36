import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany } from '../testing/ledger-fixtures.ts';
import { loginBody } from '../testing/members.ts';
import { call, createTestContext, errorOf, signupBody, TEST_API_KEY, type TestContext } from '../testing/test-app.ts';
import { BODY_DEPTH_LIMIT } from './json-body.ts';

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

describe('bodies nested too deeply', () => {
  const post = (url: string, payload: string, token?: string) =>
    call(context.app, 'POST', url, payload, {
      token,
      headers: { 'content-type': 'application/json' },
    });
  const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const entryUrl = () => `/v1/accountings/documents/workFolders/${company.workFolderId}`;

  it.each([
    ['50,000 [ on the signup', () => '/v1/companies', () => arrays(50_000), false],
    ['50,000 [ on the login', () => '/v1/auth/login/email', () => arrays(50_000), false],
    ['5,000 nested objects on the login', () => '/v1/auth/login/email', () => objects(5_000), false],
    ['5,000 nested objects in an entry line', entryUrl, () => `{"lines":[${objects(5_000)}]}`, true],
    ['50,000 [ left unclosed on a write route', entryUrl, () => '['.repeat(50_000), true],
  ])('answers %s with 400 BODY_TOO_DEEP, not a stack overflow', async (_case, url, payload, withToken) => {
    const response = await post(url(), payload(), withToken ? company.token : undefined);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'frMessage', 'message']);
    expect(errorOf(response).code).toBe('BODY_TOO_DEEP');
  });

  it('reads a body at the limit, and brackets inside strings do not count', async () => {
    const atLimit = await post(entryUrl(), objects(BODY_DEPTH_LIMIT), company.token);
    expect(atLimit.statusCode).toBe(400);
    expect(errorOf(atLimit).code).toBe('VALIDATION_FAILED');
    const brackets = { ...loginBody('nobody@example.cm', 'Wrong#2026'), platform: '[{'.repeat(10_000) };
    const login = await post('/v1/auth/login/email', JSON.stringify(brackets));
    expect(login.statusCode).toBe(400);
    expect(errorOf(login).fields).toEqual([{ path: 'platform', code: expect.any(String) }]);
  });
});

describe('framework errors in the API shape, never a 5xx', () => {
  const shapeOf = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    keys: Object.keys(response.json() as object).sort(),
  });
  const apiShape = ['code', 'frMessage', 'message'];

  it.each([
    ['text instead of JSON', 'text/plain', 'hello', 415, 'BODY_MUST_BE_JSON'],
    ['XML', 'application/xml', '<a/>', 415, 'BODY_MUST_BE_JSON'],
    ['JSON cut short', 'application/json', '{"email":', 400, 'BODY_MALFORMED'],
    ['a __proto__ key', 'application/json', '{"__proto__":{"x":1}}', 400, 'BODY_MALFORMED'],
  ])('answers %s with %i %s', async (_case, contentType, payload, status, code) => {
    const response = await call(context.app, 'POST', '/v1/auth/login/email', payload, {
      headers: { 'content-type': contentType },
    });
    expect(shapeOf(response)).toEqual({ status, keys: apiShape });
    expect(errorOf(response).code).toBe(code);
  });

  it('answers an unknown route with 404 ROUTE_NOT_FOUND', async () => {
    const response = await call(context.app, 'POST', '/v1/nowhere/at/all', {});
    expect(shapeOf(response)).toEqual({ status: 404, keys: apiShape });
    expect(errorOf(response).code).toBe('ROUTE_NOT_FOUND');
  });

  describe('over a socket: what Node refuses before Fastify', () => {
    let port = 0;
    beforeAll(async () => {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      port = (context.app.server.address() as AddressInfo).port;
    });

    /** One raw request, answered or failed within 10 s (the connection is closed after a 431). */
    const raw = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers, timeout: 10_000 }, (incoming) => {
          let body = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            body += chunk;
          });
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
        });
        outgoing.on('timeout', () => outgoing.destroy(new Error('no answer to the raw request within 10 s')));
        outgoing.on('error', reject);
        outgoing.end();
      });

    it('answers 3,000 query parameters with 431 HEADERS_TOO_LARGE in the API shape', async () => {
      const query = Array.from({ length: 3_000 }, (_, index) => `p${index}=${index}`).join('&');
      const response = await raw(`/v1/companies/${company.companyId}/customers?${query}`, {
        'x-api-key': TEST_API_KEY,
      });
      expect(response.status).toBe(431);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = JSON.parse(response.body);
      expect(Object.keys(body).sort()).toEqual(apiShape);
      expect(body.code).toBe('HEADERS_TOO_LARGE');
      expect(body.frMessage).toMatch(/trop volumineux/);
    });

    it('answers a header over the limit with 431 too, and keeps serving', async () => {
      const response = await raw('/health', { 'x-large': 'a'.repeat(20_000) });
      expect(response.status).toBe(431);
      expect(JSON.parse(response.body).code).toBe('HEADERS_TOO_LARGE');
      expect((await raw('/health')).status).toBe(200);
    });
  });
});
