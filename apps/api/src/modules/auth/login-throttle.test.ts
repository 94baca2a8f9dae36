import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../http/app-error.ts';
import { createTokenSigner } from '../../http/session.ts';
import { addMember, loginBody } from '../../testing/members.ts';
import {
  call,
  createTestContext,
  signUpAndLogin,
  TEST_API_KEY,
  TEST_PASSWORD,
  type TestContext,
} from '../../testing/test-app.ts';
import { login } from './auth.service.ts';
import {
  LOGIN_ADDRESS_WINDOW_MS,
  LOGIN_FAILURES_ALLOWED,
  LOGIN_FAILURES_PER_ADDRESS,
  loginDelayMs,
  loginWaitMs,
} from './login-throttle.ts';
import { listSecurityEventsOfUser } from './security-events.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

/** A login from a given client address. */
const loginFrom = (address: string, email: string, password: string) =>
  context.app.inject({
    method: 'POST',
    url: '/v1/auth/login/email',
    remoteAddress: address,
    headers: { 'x-api-key': TEST_API_KEY, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
    payload: loginBody(email, password),
  });

describe('login throttling', () => {
  it('evaluates no more than the allowed attempts when 30 wrong passwords arrive at once', async () => {
    const { email } = await signUpAndLogin(context.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => loginFrom('198.51.100.7', email, `Wrong#${attempt}x`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_ALLOWED);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOGIN_FAILURES_ALLOWED);
  });

  it('throttles the guessing address only: the owner still logs in with the right password elsewhere', async () => {
    const { email } = await signUpAndLogin(context.app);
    for (let attempt = 0; attempt < LOGIN_FAILURES_ALLOWED; attempt++) {
      expect((await loginFrom('203.0.113.66', email, `Wrong#${attempt}x`)).statusCode).toBe(401);
    }
    expect((await loginFrom('203.0.113.66', email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('192.0.2.10', email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('security events', () => {
  it('records logins (success, failure, throttled) with the address, never a password', async () => {
    const owner = await signUpAndLogin(context.app);
    const userId = JSON.parse(Buffer.from(owner.token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    for (let attempt = 0; attempt < LOGIN_FAILURES_ALLOWED; attempt++) {
      await loginFrom('203.0.113.5', owner.email, 'Wrong#2026x');
    }
    await loginFrom('203.0.113.5', owner.email, TEST_PASSWORD);
    await loginFrom('192.0.2.20', owner.email, TEST_PASSWORD);
    const events = await listSecurityEventsOfUser(context.handle.db, userId);
    const kinds = events.map((event) => `${event.kind}@${event.address}`);
    expect(kinds).toEqual(expect.arrayContaining(['LOGIN_FAILED@203.0.113.5', 'LOGIN_SUCCEEDED@192.0.2.20']));
    expect(kinds.filter((kind) => kind === 'LOGIN_FAILED@203.0.113.5')).toHaveLength(LOGIN_FAILURES_ALLOWED);
    expect(JSON.stringify(events)).not.toMatch(/Wrong#2026x|Secret#2026|argon2/);
    const throttled = await context.handle.db.query.securityEvents.findMany({
      where: (event, { and, eq }) => and(eq(event.email, owner.email), eq(event.kind, 'LOGIN_THROTTLED')),
    });
    expect(throttled.map((event) => event.address)).toEqual(['203.0.113.5']);
  });

  it('records password changes, invitations, role changes, deactivations, switches and logouts', async () => {
    const owner = await signUpAndLogin(context.app);
    const ownerId = JSON.parse(Buffer.from(owner.token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    const member = await addMember(context.app, owner, ['ACCOUNTANT']);
    const usersUrl = `/v1/companies/${owner.companyId}/users/${member.userId}`;
    await call(context.app, 'PUT', usersUrl, { roles: ['VIEWER'] }, { token: owner.token });
    await call(context.app, 'PUT', usersUrl, { active: false }, { token: owner.token });
    await call(context.app, 'POST', '/v1/auth/switch-company', { companyId: owner.companyId }, { token: owner.token });
    await call(context.app, 'POST', '/v1/auth/logout', undefined, { token: owner.token });

    const memberKinds = (await listSecurityEventsOfUser(context.handle.db, member.userId)).map((event) => event.kind);
    expect(memberKinds.reverse()).toEqual([
      'USER_INVITED',
      'INVITATION_ACCEPTED',
      'LOGIN_SUCCEEDED',
      'PASSWORD_CHANGED',
      'MEMBERSHIP_CHANGED',
      'MEMBER_DEACTIVATED',
    ]);
    const changed = (await listSecurityEventsOfUser(context.handle.db, member.userId)).find(
      (event) => event.kind === 'MEMBERSHIP_CHANGED',
    );
    expect(changed).toMatchObject({ actorId: ownerId, companyId: owner.companyId, address: '127.0.0.1' });
    const ownerKinds = (await listSecurityEventsOfUser(context.handle.db, ownerId)).map((event) => event.kind);
    expect(ownerKinds.slice(0, 2)).toEqual(['LOGOUT', 'COMPANY_SWITCHED']);
  });
});

describe('growing waits', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 120_000],
    [11, 1_920_000],
    [12, 3_600_000],
    [500, 3_600_000],
  ])('after %i failures of an email from an address, waits %i ms', (failures, expected) => {
    expect(loginDelayMs(failures)).toBe(expected);
  });

  it('counts the wait from the last failure, and the address limit from the oldest failure it counts', () => {
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));
    const fiveFailures = [0, 1, 2, 3, 4].map(at);
    expect(loginWaitMs(fiveFailures, fiveFailures, at(10))).toBe(24_000);
    expect(loginWaitMs(fiveFailures, fiveFailures, at(40))).toBe(0);
    const thirty = Array.from({ length: LOGIN_FAILURES_PER_ADDRESS }, (_, index) => at(index));
    expect(loginWaitMs([], thirty, at(59))).toBe(LOGIN_ADDRESS_WINDOW_MS - 59_000);
  });

  /** The service itself, with the clock given: the routes use the real one. */
  it('lets the right password through once the wait has passed, then waits longer after each failure', async () => {
    const { email } = await signUpAndLogin(context.app);
    const signer = createTokenSigner(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'), 3600);
    const start = Date.UTC(2026, 10, 28, 9, 0, 0);
    const attempt = (password: string, seconds: number) =>
      login(
        context.handle.db,
        signer,
        { ...loginBody(email, password), platform: 'WEB' },
        // An owner's login accepts no invitation.
        { address: '203.0.113.90', invitationAccepted: async () => {} },
        new Date(start + seconds * 1000),
      ).then(
        () => 200,
        (error: AppError) => [error.statusCode, error.details.retryAfterSeconds ?? null],
      );
    for (let second = 0; second < LOGIN_FAILURES_ALLOWED; second++) {
      expect(await attempt('Wrong#2026x', second)).toEqual([401, null]);
    }
    expect(await attempt(TEST_PASSWORD, 10)).toEqual([429, 24]);
    expect(await attempt('Wrong#2026x', 35)).toEqual([401, null]);
    expect(await attempt(TEST_PASSWORD, 36)).toEqual([429, 59]);
    expect(await attempt(TEST_PASSWORD, 95)).toBe(200);
    // The success forgets the failures of that email from that address.
    expect(await attempt('Wrong#2026x', 96)).toEqual([401, null]);
  });
});
