import { encodePassword } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestContext,
  errorOf,
  signUpAndLogin,
  signupBody,
  TEST_API_KEY,
  TEST_PASSWORD,
  type TestContext,
} from '../testing/test-app.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ webOrigins: ['http://localhost:5173'] });
});
afterAll(() => context.close());

describe('API key', () => {
  it.each([
    ['missing', {}],
    ['unknown', { 'x-api-key': 'not-a-key' }],
  ])('answers 401 API_KEY_INVALID when the key is %s', async (_case, headers) => {
    const response = await context.app.inject({ method: 'GET', url: '/v1/referentials/countries', headers });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({ code: 'API_KEY_INVALID', frMessage: expect.any(String) });
  });

  it('lets /health through without a key and sets the XSRF cookie', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const cookie = response.cookies.find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
  });
});

describe('XSRF double submit', () => {
  const post = (headers: Record<string, string>) =>
    context.app.inject({
      method: 'POST',
      url: '/v1/companies',
      headers: { 'x-api-key': TEST_API_KEY, ...headers },
      payload: signupBody(),
    });

  it.each([
    ['no cookie and no header', {}],
    ['a cookie but no header', { cookie: 'XSRF-TOKEN=abc' }],
    ['a header but no cookie', { 'x-xsrf-token': 'abc' }],
    ['a header that differs from the cookie', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' }],
  ])('refuses a POST with %s (403 XSRF_TOKEN_INVALID)', async (_case, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('XSRF_TOKEN_INVALID');
  });

  it('accepts a POST whose header echoes the cookie', async () => {
    const response = await post({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' });
    expect(response.statusCode).toBe(201);
  });
});

describe('bodies and errors', () => {
  it('answers 415 BODY_MUST_BE_JSON for a non-JSON body', async () => {
    const response = await call(context.app, 'POST', '/v1/auth/login/email', undefined, {
      headers: { 'content-type': 'text/plain' },
    });
    const withBody = await context.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      headers: { 'x-api-key': TEST_API_KEY, cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'a', 'content-type': 'text/plain' },
      payload: 'email=a@b.cm',
    });
    expect([response.statusCode, withBody.statusCode]).toEqual([415, 415]);
    expect(errorOf(withBody).code).toBe('BODY_MUST_BE_JSON');
  });

  it('answers 400 BODY_MALFORMED for broken JSON, without a stack trace', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      headers: {
        'x-api-key': TEST_API_KEY,
        cookie: 'XSRF-TOKEN=a',
        'x-xsrf-token': 'a',
        'content-type': 'application/json',
      },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'frMessage', 'message']);
    expect(errorOf(response).code).toBe('BODY_MALFORMED');
    expect(response.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('rejects unknown properties (strict schemas)', async () => {
    const response = await call(context.app, 'POST', '/v1/companies', { ...signupBody(), isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toContainEqual({ path: 'isAdmin', code: 'PROPERTY_UNKNOWN' });
  });

  it('answers an unknown API route with 404 ROUTE_NOT_FOUND in JSON', async () => {
    const response = await call(context.app, 'GET', '/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers in the request language, always with the French message too', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/v1/referentials/countries',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(errorOf(response)).toEqual({
      code: 'API_KEY_INVALID',
      message: "La clé d'API est absente ou inconnue.",
      frMessage: "La clé d'API est absente ou inconnue.",
    });
  });
});

describe('rate limit', () => {
  it('counts API calls only, not the web app or health checks', async () => {
    const limited = await createTestContext({ rateLimitPerMinute: 2 });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await limited.app.inject({ method: 'GET', url: '/health' })).statusCode);
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await call(limited.app, 'GET', '/v1/referentials/countries')).statusCode);
    }
    await limited.close();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('headers', () => {
  it('sends helmet security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  // An office server opened as http://192.168.x.y:4000 must not have its scripts rewritten to https.
  it('sends HSTS and upgrade-insecure-requests only over https', async () => {
    const overHttp = await context.app.inject({ method: 'GET', url: '/health' });
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();

    // X-Forwarded-Proto counts only from a proxy the configuration trusts (TRUST_PROXY).
    const forged = await context.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await createTestContext({ trustProxy: true });
    try {
      const behindTls = await behindProxy.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(behindTls.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(behindTls.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await behindProxy.close();
    }
  });

  it.each([
    ['on', 'http', true],
    ['off', 'https', false],
  ] as const)('with HTTPS=%s, a request over %s gets the https headers: %s', async (https, protocol, expected) => {
    const forced = await createTestContext({ https });
    try {
      const response = await forced.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-forwarded-proto': protocol },
      });
      expect(response.headers['content-security-policy']?.includes('upgrade-insecure-requests')).toBe(expected);
      expect(response.headers['strict-transport-security'] !== undefined).toBe(expected);
    } finally {
      await forced.close();
    }
  });

  it('allows CORS only for the configured web origins', async () => {
    const preflight = (origin: string) =>
      context.app.inject({
        method: 'OPTIONS',
        url: '/v1/companies',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight('http://localhost:5173');
    const denied = await preflight('https://evil.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the contract at /docs', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/companies', '/v1/auth/login/email', '/v1/referentials/countries']),
    );
    expect(document.paths['/v1/companies'].post.requestBody.content['application/json'].schema.required).toContain(
      'ownerEmail',
    );
  });
});

describe('caching and browser features', () => {
  it('forbids caching the answers that carry tokens or company data', async () => {
    const owner = await signUpAndLogin(context.app);
    const login = await call(context.app, 'POST', '/v1/auth/login/email', {
      email: owner.email,
      encodedPassword: encodePassword(TEST_PASSWORD),
      companyId: null,
      platform: 'WEB',
    });
    const company = await call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, {
      token: owner.token,
    });
    const refused = await call(context.app, 'GET', `/v1/companies/${owner.companyId}`);
    expect([login.statusCode, company.statusCode, refused.statusCode]).toEqual([200, 200, 401]);
    for (const response of [login, company, refused]) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends an API answer the headers of a REST answer, not those of a page', async () => {
    const owner = await signUpAndLogin(context.app);
    const answers = [
      await call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, { token: owner.token }),
      await call(context.app, 'GET', `/v1/companies/${owner.companyId}`),
      await call(context.app, 'GET', '/v1/referentials/countries'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const header of ['permissions-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection'])
        expect(answer.headers[header]).toBeUndefined();
    }
    const behindProxy = await createTestContext({ trustProxy: true });
    try {
      const overTls = await behindProxy.app.inject({
        method: 'GET',
        url: '/v1/referentials/countries',
        headers: { 'x-forwarded-proto': 'https', 'x-api-key': TEST_API_KEY },
      });
      expect(overTls.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(overTls.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    } finally {
      await behindProxy.close();
    }
  });

  it('sends a Permissions-Policy denying the browser features the app never uses', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });
});
