import { type ErrorBody, endpoints } from '@bilan/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  type ApiClientConfig,
  ApiError,
  createApiClient,
  isRelativeUrl,
  mayReceiveToken,
  readCookie,
} from './api-client.ts';

const BAD_CREDENTIALS: ErrorBody = {
  code: 'BAD_CREDENTIALS',
  message: 'Email or password incorrect.',
  frMessage: 'Email ou mot de passe incorrect.',
};

function setup(overrides: Partial<ApiClientConfig> = {}, answer: () => Response = () => Response.json({ ok: true })) {
  const requests: { url: string; init: RequestInit; headers: Headers }[] = [];
  let cookie: string | null = overrides.readCookie ? null : 'xsrf-123';
  const config: ApiClientConfig = {
    baseUrl: '',
    apiKey: 'bilan-web',
    allowedHosts: ['localhost:4000', 'api.dev.bilan.app', 'api.bilan.app'],
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), init: init ?? {}, headers: new Headers(init?.headers) });
      return answer();
    }),
    getToken: () => 'token-abc',
    getLanguage: () => 'fr',
    readCookie: () => cookie,
    clearSession: vi.fn(),
    onUnauthorized: vi.fn(),
    onErrorBody: vi.fn(),
    onNetworkError: vi.fn(),
    ...overrides,
  };
  return {
    client: createApiClient(config),
    config,
    requests,
    setCookie: (value: string | null) => {
      cookie = value;
    },
  };
}

describe('api client headers', () => {
  it('sends the API key, the no-cache headers, the language and JSON accept on every call', async () => {
    const { client, requests } = setup();
    await client.request('/v1/referentials/countries');
    const headers = requests[0]?.headers;
    expect(requests[0]?.url).toBe('/v1/referentials/countries');
    expect(headers?.get('X-Api-Key')).toBe('bilan-web');
    expect(headers?.get('Cache-Control')).toBe('no-cache');
    expect(headers?.get('Pragma')).toBe('no-cache');
    expect(headers?.get('Accept-Language')).toBe('fr');
    expect(headers?.get('Accept')).toBe('application/json');
  });

  it('prefixes the configured API base', async () => {
    const { client, requests } = setup({ baseUrl: 'https://api.bilan.app' });
    await client.request('/v1/companies/1');
    expect(requests[0]?.url).toBe('https://api.bilan.app/v1/companies/1');
  });

  it('sends no XSRF header on a GET', async () => {
    const { client, requests } = setup();
    await client.request('/v1/companies/1');
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'echoes the XSRF cookie in X-XSRF-TOKEN on a relative %s',
    async (method) => {
      const { client, requests } = setup();
      await client.request('/v1/companies', { method, body: method === 'DELETE' ? undefined : { name: 'A' } });
      expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
    },
  );

  it('sends JSON bodies with their content type', async () => {
    const { client, requests } = setup();
    await client.request('/v1/companies', { method: 'POST', body: { name: 'Bilan SARL' } });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.init.body).toBe('{"name":"Bilan SARL"}');
    expect(requests[0]?.init.method).toBe('POST');
  });

  it('never sends the XSRF header to an absolute URL', async () => {
    const { client, requests } = setup({ baseUrl: 'https://api.bilan.app' });
    await client.request('/v1/companies', { method: 'POST', body: {} });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('first GETs /health to obtain the XSRF cookie when it is missing before a non-GET', async () => {
    let cookie: string | null = null;
    const { client, requests } = setup({ readCookie: () => cookie }, () => {
      cookie = 'fresh-token';
      return Response.json({ status: 'ok' });
    });
    await client.request('/v1/auth/login/email', { method: 'POST', body: { email: 'a@b.cm' } });
    expect(requests.map((request) => `${request.init.method} ${request.url}`)).toEqual([
      'GET /health',
      'POST /v1/auth/login/email',
    ]);
    expect(requests[0]?.headers.get('X-Api-Key')).toBe('bilan-web');
    expect(requests[1]?.headers.get('X-XSRF-TOKEN')).toBe('fresh-token');
  });

  it('does not call /health when the cookie is already there', async () => {
    const { client, requests } = setup();
    await client.request('/v1/companies', { method: 'POST', body: {} });
    expect(requests.map((request) => request.url)).toEqual(['/v1/companies']);
  });

  it.each([
    ['/v1/companies/1', true],
    ['http://localhost:4000/v1/companies/1', true],
    ['https://api.dev.bilan.app/v1/companies/1', true],
    ['https://api.bilan.app/v1/companies/1', true],
    ['https://evil.example.com/v1/companies/1', false],
    ['http://localhost:4001/v1/companies/1', false],
  ])('sends the bearer token to %s: %s', async (url, allowed) => {
    const { client, requests } = setup();
    await client.request(url);
    expect(requests[0]?.headers.get('Authorization')).toBe(allowed ? 'Bearer token-abc' : null);
  });

  it('sends no Authorization header without a token', async () => {
    const { client, requests } = setup({ getToken: () => null });
    await client.request('/v1/companies/1');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('api client answers', () => {
  it('returns the parsed JSON, or undefined for a 204', async () => {
    expect(await setup().client.request('/v1/x')).toEqual({ ok: true });
    expect(
      await setup({}, () => new Response(null, { status: 204 })).client.request('/v1/x', { method: 'DELETE' }),
    ).toBeUndefined();
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    const { client } = setup({}, () => new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(client.request('/v1/x')).rejects.toBeInstanceOf(ApiError);
  });

  it.each([401, 403])('on %i clears token and user, redirects to login and toasts the error body', async (status) => {
    const body: ErrorBody = { code: 'TOKEN_INVALID', message: 'Session expired.', frMessage: 'Session expirée.' };
    const { client, config } = setup({}, () => Response.json(body, { status }));
    const error = await client.request('/v1/companies/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).code).toBe('TOKEN_INVALID');
    expect(config.clearSession).toHaveBeenCalledOnce();
    expect(config.onUnauthorized).toHaveBeenCalledOnce();
    expect(config.onErrorBody).toHaveBeenCalledWith(body);
    // The toast is up before the session goes and the login page replaces the screen.
    const toastedAt = vi.mocked(config.onErrorBody).mock.invocationCallOrder[0] ?? Infinity;
    expect(toastedAt).toBeLessThan(vi.mocked(config.clearSession).mock.invocationCallOrder[0] ?? -1);
  });

  it('reads an error body that has only its French message', async () => {
    const { client, config } = setup({}, () =>
      Response.json({ code: 'FORBIDDEN', frMessage: 'Accès refusé.' }, { status: 409 }),
    );
    await expect(client.request('/v1/x')).rejects.toMatchObject({ status: 409, message: 'Accès refusé.' });
    expect(config.onErrorBody).toHaveBeenCalledWith({ code: 'FORBIDDEN', message: '', frMessage: 'Accès refusé.' });
  });

  it('lets the login call keep its 401: no clearing, no redirect, no toast', async () => {
    const { client, config } = setup({}, () => Response.json(BAD_CREDENTIALS, { status: 401 }));
    await expect(
      client.request('/v1/auth/login/email', {
        authRedirect: false,
        errorToast: (error) => error.status !== 401,
        method: 'POST',
        body: {},
      }),
    ).rejects.toMatchObject({ status: 401, body: BAD_CREDENTIALS });
    expect(config.clearSession).not.toHaveBeenCalled();
    expect(config.onUnauthorized).not.toHaveBeenCalled();
    expect(config.onErrorBody).not.toHaveBeenCalled();
  });

  it('toasts any other error body, without touching the session', async () => {
    const body: ErrorBody = {
      code: 'OWNER_EMAIL_ALREADY_USED',
      message: 'An account already uses this email.',
      frMessage: 'Un compte utilise déjà cet email.',
    };
    const { client, config } = setup({}, () => Response.json(body, { status: 409 }));
    await expect(client.request('/v1/companies', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 409 });
    expect(config.onErrorBody).toHaveBeenCalledWith(body);
    expect(config.clearSession).not.toHaveBeenCalled();
    expect(config.onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows no toast for an error without a code (not an error body)', async () => {
    const { client, config } = setup({}, () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.request('/v1/x')).rejects.toMatchObject({ status: 502, body: null });
    expect(config.onErrorBody).not.toHaveBeenCalled();
  });

  it('reports a request that got no answer as status 0', async () => {
    const { client, config } = setup({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(client.request('/v1/x')).rejects.toMatchObject({ status: 0 });
    expect(config.onNetworkError).toHaveBeenCalledOnce();
  });
});

describe('calling an endpoint of the table', () => {
  const matching = {
    id: 'm-1',
    code: 'A',
    accountId: 'a-1',
    accountNumber: '411',
    subAccountId: null,
    subAccountNumber: null,
    balance: '0',
    partial: false,
    automatic: false,
    createdAt: '2026-01-01T00:00:00Z',
    lines: [],
    currency: null,
    balanceInCurrency: null,
  };

  it('builds the path from the encoded parameters and the present query values, with the method', async () => {
    const { client, requests } = setup({}, () => Response.json({ items: [], nextCursor: null }));
    await client.call(endpoints.matchings, {
      params: { companyId: 'c/1' },
      query: { accountId: 'a 1', subAccountId: undefined },
    });
    expect(requests[0]?.url).toBe('/v1/accountings/companies/c%2F1/matchings?accountId=a+1');
    expect(requests[0]?.init.method).toBe('GET');
  });

  it('sends the body and parses the answer with the schema of the status answered', async () => {
    const { client, requests } = setup({}, () => Response.json({ ...matching, extra: 1 }, { status: 201 }));
    const input = { params: { companyId: 'c-1' }, body: { lineIds: ['l-1', 'l-2'] } };
    expect(await client.call(endpoints.createMatching, input)).toEqual(matching);
    expect(requests[0]?.init.method).toBe('POST');
    expect(requests[0]?.init.body).toBe(JSON.stringify({ lineIds: ['l-1', 'l-2'] }));
    const wrong = setup({}, () => Response.json({ id: 'm-1' }, { status: 201 }));
    await expect(wrong.client.call(endpoints.createMatching, input)).rejects.toThrow();
  });

  it('answers nothing for a 204 and the bytes for a file', async () => {
    const removed = setup({}, () => new Response(null, { status: 204 }));
    const params = { companyId: 'c-1', matchingId: 'm-1' };
    expect(await removed.client.call(endpoints.deleteMatching, { params })).toBeUndefined();
    expect(removed.requests[0]?.init.method).toBe('DELETE');
    const pdf = setup({}, () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await pdf.client.call(
      endpoints.documentPdf,
      { params: { documentId: 'd-1', workFolderId: 'w-1' } },
      { responseType: 'blob' },
    );
    expect(await blob.text()).toBe('%PDF');
  });
});

describe('url helpers', () => {
  it.each([
    ['/v1/x', true],
    ['v1/x', true],
    ['http://localhost:4000/v1', false],
    ['https://api.bilan.app', false],
    ['//api.bilan.app/v1', false],
  ])('isRelativeUrl(%s) is %s', (url, expected) => {
    expect(isRelativeUrl(url)).toBe(expected);
  });

  it('accepts the page host for absolute URLs', () => {
    expect(mayReceiveToken('https://bilan.example.org/v1', [], 'bilan.example.org')).toBe(true);
    expect(mayReceiveToken('https://other.example.org/v1', [], 'bilan.example.org')).toBe(false);
  });

  it('reads one cookie among several', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeNull();
  });
});
