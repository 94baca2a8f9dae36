import { Writable } from 'node:stream';
import { encodePassword } from '@bilan/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  call,
  createTestContext,
  errorOf,
  signUpAndLogin,
  signupBody,
  TEST_PASSWORD,
  type TestContext,
  testConfig,
} from '../../testing/test-app.ts';
import { LOGIN_FAILURES_ALLOWED } from './login-throttle.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const loginBody = (email: string, password: string, companyId: string | null = null) => ({
  email,
  encodedPassword: encodePassword(password),
  companyId,
  platform: 'WEB',
});

async function signUp() {
  const body = signupBody();
  const response = await call(context.app, 'POST', '/v1/companies', body);
  return { email: body.ownerEmail, companyId: response.json().id as string };
}

describe('POST /v1/auth/login/email', () => {
  it('answers a token whose claims carry companyId, roles ["OWNER"] and profiles, and the user', async () => {
    const { email, companyId } = await signUp();
    const response = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, TEST_PASSWORD));
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toEqual({ firstName: 'Awa', lastName: 'Ngono', companyId });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ companyId, roles: ['OWNER'] });
    expect(claims.profiles).toEqual(expect.arrayContaining(['users.manage', 'documents.validate', 'reports.read']));
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 7 * 3600);
  });

  it('accepts the email in any case and a companyId taken from storage', async () => {
    const { email, companyId } = await signUp();
    const response = await call(
      context.app,
      'POST',
      '/v1/auth/login/email',
      loginBody(email.toUpperCase(), TEST_PASSWORD, companyId),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.companyId).toBe(companyId);
  });

  it('gives the same 401 BAD_CREDENTIALS answer for an unknown email and a wrong password', async () => {
    const { email } = await signUp();
    const wrongPassword = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, 'Wrong#2026'));
    const unknownEmail = await call(
      context.app,
      'POST',
      '/v1/auth/login/email',
      loginBody('nobody@example.cm', TEST_PASSWORD),
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(errorOf(wrongPassword).code).toBe('BAD_CREDENTIALS');
  });

  it.each([
    [{ email: '' }, 'email', 'EMAIL_REQUIRED'],
    [{ email: 'not-an-email' }, 'email', 'EMAIL_INVALID'],
    [{ encodedPassword: '' }, 'encodedPassword', 'PASSWORD_REQUIRED'],
    [{ platform: 'IOS' }, 'platform', 'PLATFORM_INVALID'],
    [{ companyId: 'abc' }, 'companyId', 'ID_INVALID'],
  ])('refuses %j with the field code', async (overrides, path, code) => {
    const response = await call(context.app, 'POST', '/v1/auth/login/email', {
      ...loginBody('a@example.cm', TEST_PASSWORD),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toContainEqual({ path, code });
  });

  it('slows an account from one address after 5 failures with 429 and Retry-After, even for the right password', async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < LOGIN_FAILURES_ALLOWED; attempt++) {
      const failure = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, `Wrong#${attempt}x`));
      expect(failure.statusCode).toBe(401);
    }
    const throttled = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, TEST_PASSWORD));
    expect(throttled.statusCode).toBe(429);
    expect(errorOf(throttled).code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    const retryAfter = Number(throttled.headers['retry-after']);
    // The first wait beyond the allowed failures (login-throttle.ts): 30 s, counted from the last failure.
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);

    const otherAccount = await signUp();
    const unaffected = await call(
      context.app,
      'POST',
      '/v1/auth/login/email',
      loginBody(otherAccount.email, TEST_PASSWORD),
    );
    expect(unaffected.statusCode).toBe(200);
  });

  it('resets the failure count after a successful login', async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < LOGIN_FAILURES_ALLOWED - 1; attempt++) {
      await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, 'Wrong#2026x'));
    }
    expect((await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, TEST_PASSWORD))).statusCode).toBe(
      200,
    );
    expect((await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, 'Wrong#2026x'))).statusCode).toBe(
      401,
    );
    expect((await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, TEST_PASSWORD))).statusCode).toBe(
      200,
    );
  });
});

describe('POST /v1/auth/change-password', () => {
  const change = (token: string | undefined, current: string, next: string) =>
    call(
      context.app,
      'POST',
      '/v1/auth/change-password',
      { currentEncodedPassword: encodePassword(current), newEncodedPassword: encodePassword(next) },
      token ? { token } : {},
    );

  it('changes the password: the old one stops working, the new one logs in', async () => {
    const owner = await signUpAndLogin(context.app);
    const response = await change(owner.token, TEST_PASSWORD, 'Changed#2027');
    expect(response.statusCode).toBe(200);
    const oldLogin = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(owner.email, TEST_PASSWORD));
    const newLogin = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(owner.email, 'Changed#2027'));
    expect([oldLogin.statusCode, newLogin.statusCode]).toEqual([401, 200]);
  });

  it('revokes every earlier token of the user at once and answers a new one', async () => {
    const owner = await signUpAndLogin(context.app);
    const otherDevice = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(owner.email, TEST_PASSWORD));
    const response = await change(owner.token, TEST_PASSWORD, 'Changed#2027');
    const read = (token: string) =>
      call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, { token }).then((r) => r.statusCode);
    expect(response.json().user).toMatchObject({ companyId: owner.companyId });
    expect([await read(owner.token), await read(otherDevice.json().token), await read(response.json().token)]).toEqual([
      401, 401, 200,
    ]);
  });

  it('refuses a wrong current password, a weak new one, and a call without a session', async () => {
    const owner = await signUpAndLogin(context.app);
    const wrongCurrent = await change(owner.token, 'Wrong#2026', 'Changed#2027');
    expect(wrongCurrent.statusCode).toBe(400);
    expect(errorOf(wrongCurrent).code).toBe('CURRENT_PASSWORD_INCORRECT');
    const weak = await change(owner.token, TEST_PASSWORD, 'weak');
    expect(errorOf(weak).fields).toContainEqual({ path: 'newEncodedPassword', code: 'PASSWORD_TOO_WEAK' });
    expect((await change(undefined, TEST_PASSWORD, 'Changed#2027')).statusCode).toBe(401);
    const stillWorks = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(owner.email, TEST_PASSWORD));
    expect(stillWorks.statusCode).toBe(200);
  });
});

describe('logs and rate limits', () => {
  it('never writes passwords, tokens or cookies to the logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      db: context.handle.db,
      config: testConfig(),
      logger: {
        level: 'trace',
        stream,
        redact: { paths: (await import('../../http/logger.ts')).REDACTED_PATHS, censor: '[redacted]' },
      },
    });
    const body = signupBody();
    await call(app, 'POST', '/v1/companies', body);
    const login = await call(app, 'POST', '/v1/auth/login/email', loginBody(body.ownerEmail, TEST_PASSWORD));
    const token = login.json().token as string;
    await call(app, 'GET', '/v1/companies/00000000-0000-7000-8000-000000000000', undefined, { token });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('/v1/auth/login/email');
    expect(output).not.toContain(token);
    expect(output).not.toContain(body.ownerEncodedPassword);
    expect(output).not.toContain(TEST_PASSWORD);
    expect(output).not.toContain('test-xsrf-token');
  });

  it('limits signups per client address (429 RATE_LIMITED)', async () => {
    const app = await buildApp({ db: context.handle.db, config: testConfig({ signupsPerMinute: 2 }), logger: false });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await call(app, 'POST', '/v1/companies', { name: '' })).statusCode);
    }
    await app.close();
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('POST /v1/auth/logout', () => {
  it("revokes the user's tokens at once; a new login works again", async () => {
    const owner = await signUpAndLogin(context.app);
    const otherDevice = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(owner.email, TEST_PASSWORD));
    const read = (token: string) =>
      call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, { token }).then((r) => r.statusCode);
    expect(await read(owner.token)).toBe(200);
    const loggedOut = await call(context.app, 'POST', '/v1/auth/logout', undefined, { token: owner.token });
    expect(loggedOut.statusCode).toBe(204);
    expect([await read(owner.token), await read(otherDevice.json().token)]).toEqual([401, 401]);
    expect(errorOf(await call(context.app, 'GET', '/v1/auth/companies', undefined, { token: owner.token })).code).toBe(
      'TOKEN_INVALID',
    );
    const again = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(owner.email, TEST_PASSWORD));
    expect(await read(again.json().token)).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call(context.app, 'POST', '/v1/auth/logout')).statusCode).toBe(401);
  });
});
