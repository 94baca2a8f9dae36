import { encodePassword, isStrongPassword, PROFILES, ROLE_PROFILES } from '@bilan/contract';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { addMember, joinCompany, loginAs, loginBody, MEMBER_PASSWORD, uniqueEmail } from '../../testing/members.ts';
import {
  call,
  createTestContext,
  errorOf,
  type SignedUpCompany,
  signUpAndLogin,
  TEST_PASSWORD,
  type TestContext,
} from '../../testing/test-app.ts';
import { listSecurityEventsOfUser } from '../auth/security-events.ts';
import { invitations, memberships, users } from '../auth/users.table.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const usersUrl = (companyId: string, userId?: string) =>
  `/v1/companies/${companyId}/users${userId ? `/${userId}` : ''}`;

function invite(owner: SignedUpCompany, body: Record<string, unknown>, token = owner.token) {
  return call(context.app, 'POST', usersUrl(owner.companyId), body, { token });
}

function updateMember(owner: SignedUpCompany, userId: string, body: Record<string, unknown>, token = owner.token) {
  return call(context.app, 'PUT', usersUrl(owner.companyId, userId), body, { token });
}

async function ownerId(owner: SignedUpCompany): Promise<string> {
  return decodeJwt(owner.token).sub ?? '';
}

const invitationUrl = (id: string, answer: 'accept' | 'decline') => `/v1/auth/invitations/${id}/${answer}`;

/** The emails of the company's members, in the order they joined. */
async function membersOf(owner: SignedUpCompany): Promise<string[]> {
  const list = await call(context.app, 'GET', usersUrl(owner.companyId), undefined, { token: owner.token });
  return list.json().items.map((item: { email: string }) => item.email);
}

describe('inviting a user', () => {
  it('answers a one-time password once; login then forces a password change before anything else', async () => {
    const owner = await signUpAndLogin(context.app);
    const email = uniqueEmail('invited');
    const invited = await invite(owner, { email, firstName: 'Eto', lastName: 'Fils', roles: ['ACCOUNTANT'] });
    expect(invited.statusCode).toBe(201);
    const { invitation, oneTimePassword } = invited.json();
    expect(isStrongPassword(oneTimePassword)).toBe(true);
    expect(invitation).toEqual({
      id: expect.any(String),
      email,
      roles: ['ACCOUNTANT'],
      profiles: [...ROLE_PROFILES.ACCOUNTANT],
      createdAt: expect.any(String),
    });
    const [stored] = await context.handle.db.select().from(users).where(eq(users.email, email));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await membersOf(owner)).toEqual([owner.email]);

    // The first login with the one-time password accepts the invitation that created the account.
    const session = await loginAs(context.app, email, oneTimePassword);
    expect(session.user).toMatchObject({ firstName: 'Eto', companyId: owner.companyId, mustChangePassword: true });
    const blocked = await Promise.all([
      call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, { token: session.token }),
      call(context.app, 'GET', usersUrl(owner.companyId), undefined, { token: session.token }),
      call(context.app, 'GET', '/v1/auth/companies', undefined, { token: session.token }),
    ]);
    expect(blocked.map((response) => [response.statusCode, errorOf(response).code])).toEqual(
      blocked.map(() => [403, 'PASSWORD_CHANGE_REQUIRED']),
    );

    const keepSame = await call(
      context.app,
      'POST',
      '/v1/auth/change-password',
      { currentEncodedPassword: encodePassword(oneTimePassword), newEncodedPassword: encodePassword(oneTimePassword) },
      { token: session.token },
    );
    expect(errorOf(keepSame).fields).toContainEqual({ path: 'newEncodedPassword', code: 'NEW_PASSWORD_MUST_DIFFER' });
    const changed = await call(
      context.app,
      'POST',
      '/v1/auth/change-password',
      { currentEncodedPassword: encodePassword(oneTimePassword), newEncodedPassword: encodePassword(MEMBER_PASSWORD) },
      { token: session.token },
    );
    expect(changed.statusCode).toBe(200);
    const works = await call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, {
      token: changed.json().token,
    });
    expect(works.statusCode).toBe(200);
    const again = await loginAs(context.app, email, MEMBER_PASSWORD);
    expect(again.user).toEqual({ firstName: 'Eto', lastName: 'Fils', companyId: owner.companyId });
    const oneTimeLogin = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(email, oneTimePassword));
    expect(oneTimeLogin.statusCode).toBe(401);
  });

  it('answers the same whether the email has an account or not, and adds no one without consent', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    const body = { firstName: 'X', lastName: 'Y', roles: ['VIEWER'] };
    const known = await invite(b, { ...body, email: a.email.toUpperCase() });
    const unknown = await invite(b, { ...body, email: uniqueEmail('stranger') });
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    // Same status, same fields, same kinds of values: only the random parts and the email differ.
    const shape = (json: { invitation: Record<string, unknown>; oneTimePassword: string }) => ({
      ...json,
      invitation: {
        ...json.invitation,
        id: typeof json.invitation.id,
        email: '',
        createdAt: typeof json.invitation.createdAt,
      },
      oneTimePassword: isStrongPassword(json.oneTimePassword),
    });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(shape(known.json())).toEqual({
      invitation: { id: 'string', email: '', roles: ['VIEWER'], profiles: ['reports.read'], createdAt: 'string' },
      oneTimePassword: true,
    });
    expect(known.json().invitation.email).toBe(a.email);
    expect(known.body).not.toContain('Awa');
    expect(known.body).not.toContain(await ownerId(a));
    expect(await membersOf(b)).toEqual([b.email]);
    // The password answered for an existing account opens nothing.
    const withIt = await call(
      context.app,
      'POST',
      '/v1/auth/login/email',
      loginBody(a.email, known.json().oneTimePassword),
    );
    expect(withIt.statusCode).toBe(401);
    const stillA = await loginAs(context.app, a.email, TEST_PASSWORD, b.companyId);
    expect(stillA.user.companyId).toBe(a.companyId);

    const twice = await invite(b, { ...body, email: a.email, roles: ['ADMIN'] });
    expect([twice.statusCode, errorOf(twice).code]).toEqual([409, 'INVITATION_PENDING']);
  });

  it('lets the invited person accept after logging in; the membership begins only then', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    const invited = await invite(b, { email: a.email, firstName: 'X', lastName: 'Y', roles: ['VIEWER'] });
    const pending = await call(context.app, 'GET', '/v1/auth/invitations', undefined, { token: a.token });
    expect(pending.json()).toEqual([
      {
        id: invited.json().invitation.id,
        company: { id: b.companyId, name: expect.any(String) },
        roles: ['VIEWER'],
        profiles: ['reports.read'],
        createdAt: expect.any(String),
      },
    ]);
    const switchBefore = await call(
      context.app,
      'POST',
      '/v1/auth/switch-company',
      { companyId: b.companyId },
      {
        token: a.token,
      },
    );
    expect(switchBefore.statusCode).toBe(404);

    const accepted = await call(context.app, 'POST', invitationUrl(invited.json().invitation.id, 'accept'), undefined, {
      token: a.token,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: b.companyId, roles: ['VIEWER'] });
    expect(await membersOf(b)).toEqual([b.email, a.email]);
    const intoB = await loginAs(context.app, a.email, TEST_PASSWORD, b.companyId);
    expect(decodeJwt(intoB.token)).toMatchObject({
      companyId: b.companyId,
      roles: ['VIEWER'],
      profiles: ['reports.read'],
    });
    const after = await call(context.app, 'GET', '/v1/auth/invitations', undefined, { token: a.token });
    expect(after.json()).toEqual([]);
    const again = await call(context.app, 'POST', invitationUrl(invited.json().invitation.id, 'accept'), undefined, {
      token: a.token,
    });
    expect(again.statusCode).toBe(404);
    const twice = await invite(b, { email: a.email, firstName: 'X', lastName: 'Y', roles: ['ADMIN'] });
    expect([twice.statusCode, errorOf(twice).code]).toEqual([409, 'USER_ALREADY_MEMBER']);

    const kinds = (await listSecurityEventsOfUser(context.handle.db, await ownerId(a))).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['USER_INVITED', 'INVITATION_ACCEPTED']));
  });

  it('removes a declined invitation without any membership', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    const invited = await invite(b, { email: a.email, firstName: 'X', lastName: 'Y', roles: ['ADMIN'] });
    const declined = await call(
      context.app,
      'POST',
      invitationUrl(invited.json().invitation.id, 'decline'),
      undefined,
      {
        token: a.token,
      },
    );
    expect(declined.statusCode).toBe(204);
    expect((await call(context.app, 'GET', '/v1/auth/invitations', undefined, { token: a.token })).json()).toEqual([]);
    expect(await membersOf(b)).toEqual([b.email]);
    const stored = await context.handle.db.select().from(invitations).where(eq(invitations.companyId, b.companyId));
    expect(stored).toEqual([]);
    const kinds = (await listSecurityEventsOfUser(context.handle.db, await ownerId(a))).map((event) => event.kind);
    expect(kinds).toContain('INVITATION_DECLINED');
    // Declined, the person may be invited again.
    expect((await invite(b, { email: a.email, firstName: 'X', lastName: 'Y', roles: ['VIEWER'] })).statusCode).toBe(
      201,
    );
  });

  it('answers 404 to anyone but the invited person, and leaves the invitation waiting', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    const stranger = await signUpAndLogin(context.app);
    const invited = await invite(b, { email: a.email, firstName: 'X', lastName: 'Y', roles: ['VIEWER'] });
    const id = invited.json().invitation.id;
    const responses = await Promise.all([
      call(context.app, 'POST', invitationUrl(id, 'accept'), undefined, { token: stranger.token }),
      call(context.app, 'POST', invitationUrl(id, 'decline'), undefined, { token: stranger.token }),
      call(context.app, 'POST', invitationUrl(id, 'accept'), undefined, { token: b.token }),
    ]);
    expect(responses.map((response) => [response.statusCode, errorOf(response).code])).toEqual(
      responses.map(() => [404, 'NOT_FOUND']),
    );
    const strangerList = await call(context.app, 'GET', '/v1/auth/invitations', undefined, { token: stranger.token });
    expect(strangerList.json()).toEqual([]);
    expect(await membersOf(b)).toEqual([b.email]);
    const pending = await call(context.app, 'GET', '/v1/auth/invitations', undefined, { token: a.token });
    expect(pending.json().map((item: { id: string }) => item.id)).toEqual([id]);
  });

  it('stores the profiles asked for instead of the role defaults, and they decide what the member may do', async () => {
    const owner = await ledgerCompany(context.app);
    const withoutValidation = ROLE_PROFILES.ACCOUNTANT.filter((profile) => profile !== 'documents.validate');
    const invited = await invite(owner, {
      email: uniqueEmail('custom'),
      firstName: 'Ngo',
      lastName: 'Ba',
      roles: ['ACCOUNTANT'],
      profiles: [...withoutValidation, 'users.manage'],
    });
    expect(invited.json().invitation.profiles).toEqual(
      PROFILES.filter((profile) => profile !== 'documents.validate' && profile !== 'settings.manage'),
    );
    const oneTimeSession = await loginAs(context.app, invited.json().invitation.email, invited.json().oneTimePassword);
    const session = await call(
      context.app,
      'POST',
      '/v1/auth/change-password',
      {
        currentEncodedPassword: encodePassword(invited.json().oneTimePassword),
        newEncodedPassword: encodePassword(MEMBER_PASSWORD),
      },
      { token: oneTimeSession.token },
    ).then((response) => response.json());
    const asMember = { ...owner, token: session.token };
    const draft = await createDraft(context.app, asMember);
    const validate = await changeState(context.app, asMember, draft.id, 'VALIDATED');
    expect([validate.statusCode, errorOf(validate).code]).toEqual([403, 'PERMISSION_DENIED']);
    const viewer = await invite(
      owner,
      { email: uniqueEmail('v'), firstName: 'A', lastName: 'B', roles: ['VIEWER'] },
      session.token,
    );
    expect(viewer.statusCode).toBe(201);
  });

  it.each([
    [{ roles: [] }, 'roles', 'ROLES_REQUIRED'],
    [{ roles: undefined }, 'roles', 'ROLES_REQUIRED'],
    [{ roles: ['BOSS'] }, 'roles.0', 'ROLE_INVALID'],
    [{ roles: ['VIEWER', 'VIEWER'] }, 'roles', 'ROLES_DUPLICATED'],
    [{ profiles: ['everything'] }, 'profiles.0', 'PROFILE_INVALID'],
    [{ email: 'nobody' }, 'email', 'EMAIL_INVALID'],
    [{ firstName: ' ' }, 'firstName', 'FIRST_NAME_REQUIRED'],
    [{ lastName: 'x'.repeat(101) }, 'lastName', 'LAST_NAME_TOO_LONG'],
    [{ password: 'Mine#2026' }, 'password', 'PROPERTY_UNKNOWN'],
  ])('refuses %j with 400 and the field code', async (overrides, path, code) => {
    const owner = await signUpAndLogin(context.app);
    const body = { email: uniqueEmail('bad'), firstName: 'A', lastName: 'B', roles: ['VIEWER'], ...overrides };
    const response = await invite(owner, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toContainEqual({ path, code });
    const list = await call(context.app, 'GET', usersUrl(owner.companyId), undefined, { token: owner.token });
    expect(list.json().total).toBe(1);
  });
});

describe('GET /v1/companies/{companyId}/users', () => {
  it('lists the members in the order they joined, paged with a cursor', async () => {
    const owner = await signUpAndLogin(context.app);
    const admin = await addMember(context.app, owner, ['ADMIN']);
    const viewer = await addMember(context.app, owner, ['VIEWER']);
    const first = await call(context.app, 'GET', usersUrl(owner.companyId), undefined, {
      token: viewer.token,
      query: { limit: '2' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, nextCursor: '2' });
    expect(first.json().items.map((item: { id: string }) => item.id)).toEqual([await ownerId(owner), admin.userId]);
    expect(first.json().items[0]).toEqual({
      id: await ownerId(owner),
      email: owner.email,
      firstName: 'Awa',
      lastName: 'Ngono',
      roles: ['OWNER'],
      profiles: [...PROFILES],
      active: true,
      mustChangePassword: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await call(context.app, 'GET', usersUrl(owner.companyId), undefined, {
      token: viewer.token,
      query: { limit: '2', cursor: '2' },
    });
    expect(second.json()).toMatchObject({ total: 3, nextCursor: null, items: [{ id: viewer.userId }] });
    const badCursor = await call(context.app, 'GET', usersUrl(owner.companyId), undefined, {
      token: viewer.token,
      query: { cursor: 'x' },
    });
    expect(errorOf(badCursor).fields).toContainEqual({ path: 'querystring.cursor', code: 'CURSOR_INVALID' });
  });
});

describe('roles and permissions', () => {
  it('lets a VIEWER read everything and refuses every write with 403 PERMISSION_DENIED', async () => {
    const owner = await ledgerCompany(context.app);
    const viewer = await addMember(context.app, owner, ['VIEWER']);
    const token = viewer.token;
    const reads = await Promise.all([
      call(context.app, 'GET', usersUrl(owner.companyId), undefined, { token }),
      call(context.app, 'GET', `/v1/accountings/workFolders/companies/${owner.companyId}`, undefined, { token }),
      call(context.app, 'GET', `/v1/accountings/companies/${owner.companyId}/chart-of-accounts`, undefined, { token }),
      call(context.app, 'GET', `/v1/accountings/workFolders/${owner.workFolderId}/trial-balance`, undefined, { token }),
    ]);
    expect(reads.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const writes = await Promise.all([
      call(context.app, 'POST', usersUrl(owner.companyId), { email: uniqueEmail('x') }, { token }),
      call(context.app, 'PUT', usersUrl(owner.companyId, viewer.userId), { roles: ['OWNER'] }, { token }),
      call(context.app, 'POST', `/v1/accountings/workFolders/companies/${owner.companyId}`, {}, { token }),
      call(context.app, 'POST', `/v1/companies/${owner.companyId}/customers`, { name: 'No' }, { token }),
      call(context.app, 'POST', `/v1/accountings/documents/workFolders/${owner.workFolderId}`, {}, { token }),
      call(context.app, 'POST', `/v1/companies/${owner.companyId}/subsidiaries`, {}, { token }),
    ]);
    expect(writes.map((response) => [response.statusCode, errorOf(response).code])).toEqual(
      writes.map(() => [403, 'PERMISSION_DENIED']),
    );
  });

  it('lets an ACCOUNTANT validate a journal entry but not manage users', async () => {
    const owner = await ledgerCompany(context.app);
    const accountant = await addMember(context.app, owner, ['ACCOUNTANT']);
    const asAccountant = { ...owner, token: accountant.token };
    const draft = await createDraft(context.app, asAccountant);
    const validated = await changeState(context.app, asAccountant, draft.id, 'VALIDATED');
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ state: 'VALIDATED', number: expect.any(String) });
    const manage = await Promise.all([
      invite(owner, { email: uniqueEmail('n'), firstName: 'A', lastName: 'B', roles: ['VIEWER'] }, accountant.token),
      updateMember(owner, accountant.userId, { roles: ['ADMIN'] }, accountant.token),
    ]);
    expect(manage.map((response) => [response.statusCode, errorOf(response).code])).toEqual([
      [403, 'PERMISSION_DENIED'],
      [403, 'PERMISSION_DENIED'],
    ]);
  });

  it('changes roles with their default profiles, and the old token stops working (401 TOKEN_INVALID)', async () => {
    const owner = await signUpAndLogin(context.app);
    const member = await addMember(context.app, owner, ['VIEWER']);
    const promoted = await updateMember(owner, member.userId, { roles: ['ACCOUNTANT'] });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ roles: ['ACCOUNTANT'], profiles: [...ROLE_PROFILES.ACCOUNTANT] });
    const stale = await call(context.app, 'GET', usersUrl(owner.companyId), undefined, { token: member.token });
    expect([stale.statusCode, errorOf(stale).code]).toEqual([401, 'TOKEN_INVALID']);
    const fresh = await loginAs(context.app, member.email, MEMBER_PASSWORD);
    expect(decodeJwt(fresh.token)).toMatchObject({ roles: ['ACCOUNTANT'], profiles: [...ROLE_PROFILES.ACCOUNTANT] });

    const narrowed = await updateMember(owner, member.userId, { profiles: ['reports.read', 'parties.write'] });
    expect(narrowed.json()).toMatchObject({ roles: ['ACCOUNTANT'], profiles: ['reports.read', 'parties.write'] });
  });

  it('keeps the OWNER role to owners: an ADMIN can neither grant it nor change an owner', async () => {
    const owner = await signUpAndLogin(context.app);
    const admin = await addMember(context.app, owner, ['ADMIN']);
    const other = await addMember(context.app, owner, ['ADMIN']);
    const refusals = await Promise.all([
      invite(owner, { email: uniqueEmail('o'), firstName: 'A', lastName: 'B', roles: ['OWNER'] }, admin.token),
      updateMember(owner, other.userId, { roles: ['OWNER'] }, admin.token),
      updateMember(owner, await ownerId(owner), { active: false }, admin.token),
    ]);
    expect(refusals.map((response) => [response.statusCode, errorOf(response).code])).toEqual(
      refusals.map(() => [403, 'ONLY_OWNERS_MANAGE_OWNERS']),
    );
    const viewer = await addMember(context.app, owner, ['VIEWER']);
    const byAdmin = await updateMember(owner, viewer.userId, { roles: ['ACCOUNTANT'] }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
  });

  it('gives an owner every profile, whatever is asked', async () => {
    const owner = await signUpAndLogin(context.app);
    const invited = await invite(owner, {
      email: uniqueEmail('co-owner'),
      firstName: 'A',
      lastName: 'B',
      roles: ['OWNER'],
      profiles: ['reports.read'],
    });
    expect(invited.json().invitation.profiles).toEqual([...PROFILES]);
  });
});

describe('the last active owner', () => {
  it('cannot demote or deactivate itself; a second owner can demote it, and then stays', async () => {
    const owner = await signUpAndLogin(context.app);
    const id = await ownerId(owner);
    for (const change of [{ roles: ['ADMIN'] }, { active: false }, { roles: ['VIEWER'], active: false }]) {
      const response = await updateMember(owner, id, change);
      expect([response.statusCode, errorOf(response).code]).toEqual([403, 'CANNOT_CHANGE_OWN_ACCESS']);
    }
    const second = await addMember(context.app, owner, ['OWNER']);
    const demoted = await updateMember(owner, id, { roles: ['ADMIN'] }, second.token);
    expect(demoted.json()).toMatchObject({ roles: ['ADMIN'], profiles: [...PROFILES] });
    const asAdmin = { ...owner, token: (await loginAs(context.app, owner.email, TEST_PASSWORD)).token };
    const last = await updateMember(owner, second.userId, { active: false }, asAdmin.token);
    expect([last.statusCode, errorOf(last).code]).toEqual([403, 'ONLY_OWNERS_MANAGE_OWNERS']);
    const ownSelf = await updateMember(owner, second.userId, { active: false }, second.token);
    expect([ownSelf.statusCode, errorOf(ownSelf).code]).toEqual([403, 'CANNOT_CHANGE_OWN_ACCESS']);
  });

  it('stays when two owners deactivate each other at the same moment', async () => {
    const owner = await signUpAndLogin(context.app);
    const second = await addMember(context.app, owner, ['OWNER']);
    const responses = await Promise.all([
      updateMember(owner, second.userId, { active: false }),
      updateMember(owner, await ownerId(owner), { active: false }, second.token),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    const activeOwners = await context.handle.db
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.companyId, owner.companyId),
          eq(memberships.active, true),
          sql`'OWNER' = any(${memberships.roles})`,
        ),
      );
    expect(activeOwners).toHaveLength(1);
  });
});

describe('deactivation', () => {
  it('blocks the login into that company and revokes every existing token; reactivation restores the login', async () => {
    const owner = await signUpAndLogin(context.app);
    const member = await addMember(context.app, owner, ['ACCOUNTANT']);
    const deactivated = await updateMember(owner, member.userId, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false });
    const withToken = await call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, {
      token: member.token,
    });
    expect([withToken.statusCode, errorOf(withToken).code]).toEqual([403, 'MEMBERSHIP_INACTIVE']);
    const login = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(member.email, MEMBER_PASSWORD));
    expect([login.statusCode, errorOf(login).code]).toEqual([403, 'MEMBERSHIP_INACTIVE']);

    await updateMember(owner, member.userId, { active: true });
    expect((await loginAs(context.app, member.email, MEMBER_PASSWORD)).user.companyId).toBe(owner.companyId);
    // The tokens issued before the deactivation stay revoked.
    const oldToken = await call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, {
      token: member.token,
    });
    expect([oldToken.statusCode, errorOf(oldToken).code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('logs a member of two companies into the active one when the asked one is deactivated', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    await joinCompany(context.app, b, a, ['ACCOUNTANT']);
    await updateMember(b, await ownerId(a), { active: false });
    const session = await loginAs(context.app, a.email, TEST_PASSWORD, b.companyId);
    expect(session.user.companyId).toBe(a.companyId);
  });
});

describe('other companies', () => {
  it('answers 404 for the users of another company and for a user who is not a member, changing nothing', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    const bMember = await addMember(context.app, b, ['VIEWER']);
    const responses = await Promise.all([
      call(context.app, 'GET', usersUrl(b.companyId), undefined, { token: a.token }),
      invite(b, { email: uniqueEmail('x'), firstName: 'A', lastName: 'B', roles: ['VIEWER'] }, a.token),
      call(context.app, 'PUT', usersUrl(b.companyId, bMember.userId), { active: false }, { token: a.token }),
      updateMember(a, bMember.userId, { active: false }),
      updateMember(a, '0190f1a0-0000-7000-8000-000000000000', { active: false }),
    ]);
    expect(responses.map((response) => [response.statusCode, errorOf(response).code])).toEqual(
      responses.map(() => [404, 'NOT_FOUND']),
    );
    const bUsers = await call(context.app, 'GET', usersUrl(b.companyId), undefined, { token: b.token });
    expect(bUsers.json()).toMatchObject({ total: 2, items: [{ active: true }, { id: bMember.userId, active: true }] });
  });
});

/** A VIEWER that an owner gave `users.manage`: it may manage users, but only with what it holds. */
async function viewerManager(owner: SignedUpCompany) {
  const member = await addMember(context.app, owner, ['VIEWER']);
  const given = await updateMember(owner, member.userId, { profiles: ['reports.read', 'users.manage'] });
  expect(given.statusCode).toBe(200);
  return { ...member, token: (await loginAs(context.app, member.email, MEMBER_PASSWORD)).token };
}

const membershipOf = async (companyId: string, userId: string) =>
  (
    await context.handle.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
  )[0];

describe('granting only what one holds (issue #30, point 3)', () => {
  it('refuses the escalation: a VIEWER with users.manage making itself ADMIN gets 403 and stays a VIEWER', async () => {
    const owner = await signUpAndLogin(context.app);
    const viewer = await viewerManager(owner);
    for (const change of [
      { roles: ['ADMIN'] },
      { profiles: [...PROFILES] },
      { active: false },
      { roles: ['VIEWER'] },
    ]) {
      const response = await updateMember(owner, viewer.userId, change, viewer.token);
      expect([response.statusCode, errorOf(response).code]).toEqual([403, 'CANNOT_CHANGE_OWN_ACCESS']);
    }
    expect(await membershipOf(owner.companyId, viewer.userId)).toMatchObject({
      roles: ['VIEWER'],
      profiles: ['reports.read', 'users.manage'],
      active: true,
    });
  });

  it('refuses granting a role above its own or a profile it lacks, by invitation or change, naming the field', async () => {
    const owner = await signUpAndLogin(context.app);
    const viewer = await viewerManager(owner);
    const colleague = await addMember(context.app, owner, ['VIEWER']);
    const cases = [
      [
        invite(owner, { email: uniqueEmail('a'), firstName: 'A', lastName: 'B', roles: ['ADMIN'] }, viewer.token),
        'roles.0',
      ],
      [
        invite(owner, { email: uniqueEmail('b'), firstName: 'A', lastName: 'B', roles: ['ACCOUNTANT'] }, viewer.token),
        'roles.0',
      ],
      [updateMember(owner, colleague.userId, { roles: ['ACCOUNTANT'] }, viewer.token), 'roles.0'],
      [
        updateMember(owner, colleague.userId, { profiles: ['reports.read', 'documents.write'] }, viewer.token),
        'profiles.1',
      ],
    ] as const;
    for (const [pending, path] of cases) {
      const response = await pending;
      expect([response.statusCode, errorOf(response).code]).toEqual([403, 'GRANT_MUST_BE_HELD']);
      expect(errorOf(response).fields).toContainEqual({ path, code: 'GRANT_MUST_BE_HELD' });
    }
    expect(await membersOf(owner)).toHaveLength(3);
    expect(await membershipOf(owner.companyId, colleague.userId)).toMatchObject({ roles: ['VIEWER'] });

    const granted = await updateMember(
      owner,
      colleague.userId,
      { profiles: ['reports.read', 'users.manage'] },
      viewer.token,
    );
    expect([granted.statusCode, granted.json().profiles]).toEqual([200, ['reports.read', 'users.manage']]);
    const invited = await invite(
      owner,
      { email: uniqueEmail('c'), firstName: 'A', lastName: 'B', roles: ['VIEWER'] },
      viewer.token,
    );
    expect(invited.statusCode).toBe(201);
  });

  it('refuses changing a member who holds more: a VIEWER manager cannot demote or deactivate an ACCOUNTANT', async () => {
    const owner = await signUpAndLogin(context.app);
    const viewer = await viewerManager(owner);
    const accountant = await addMember(context.app, owner, ['ACCOUNTANT']);
    for (const change of [{ roles: ['VIEWER'] }, { active: false }]) {
      const response = await updateMember(owner, accountant.userId, change, viewer.token);
      expect([response.statusCode, errorOf(response).code]).toEqual([403, 'MEMBER_OUTRANKS_YOU']);
    }
    expect(await membershipOf(owner.companyId, accountant.userId)).toMatchObject({
      roles: ['ACCOUNTANT'],
      active: true,
    });
  });
});
