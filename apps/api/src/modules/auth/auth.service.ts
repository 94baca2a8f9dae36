import {
  type ChangePasswordBody,
  decodePassword,
  type LoginBody,
  type LoginResponse,
  type MemberCompany,
  type TokenClaims,
} from '@bilan/contract';
import type { Database } from '../../db/client.ts';
import type { SessionCheck } from '../../http/access.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import type { TokenSigner } from '../../http/session.ts';
import { acceptAccountInvitations, type InvitationAccepted } from './invitations.ts';
import { LOGIN_ADDRESS_WINDOW_MS, LOGIN_FAILURE_MEMORY_MS, loginWaitMs } from './login-throttle.ts';
import { forgetMembershipStates, type MembershipStates } from './membership-states.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { recordSecurityEvent } from './security-events.ts';
import {
  clearLoginFailures,
  findMembership,
  findUserByEmail,
  findUserById,
  forgetOldLoginFailures,
  listMemberCompanies,
  listMemberships,
  reserveLoginAttempt,
  revokeSessions,
  updatePasswordHash,
} from './users.queries.ts';
import type { memberships, users } from './users.table.ts';

/**
 * Email login (docs/seed-spec.md §3). Unknown email and wrong password get the same answer and cost the same
 * time. Failures slow the next attempts of the same email from the same address, with growing waits,
 * and an address's failures over every email are bounded too (login-throttle.ts, ADR 0026), so a
 * stranger cannot lock an account against its owner's right password elsewhere. Each attempt is
 * reserved before its password is checked: concurrent attempts cannot exceed the limit. A
 * deactivated membership never opens a session: the user's first active one is used instead.
 */
export async function login(
  db: Database,
  signer: TokenSigner,
  body: LoginBody,
  request: { address: string; invitationAccepted: InvitationAccepted },
  now = new Date(),
): Promise<LoginResponse> {
  const { address } = request;
  const emailSince = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS);
  const reservation = await reserveLoginAttempt(
    db,
    { email: body.email, address, at: now },
    { emailSince, addressSince: new Date(now.getTime() - LOGIN_ADDRESS_WINDOW_MS) },
    (ofEmail, ofAddress) => loginWaitMs(ofEmail, ofAddress, now),
  );
  if (reservation.retryAfterMs !== undefined) {
    await recordSecurityEvent(db, { kind: 'LOGIN_THROTTLED', address, email: body.email });
    const retryAfterSeconds = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', { retryAfterSeconds });
  }

  const password = decodePassword(body.encodedPassword) ?? '';
  const user = await findUserByEmail(db, body.email);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (user && valid && user.mustChangePassword)
    await acceptAccountInvitations(db, user.id, address, request.invitationAccepted);
  const memberships = user && valid ? await listMemberships(db, user.id) : [];
  if (!user || memberships.length === 0) {
    // The reserved attempt stays: it was a failure.
    await forgetOldLoginFailures(db, emailSince);
    await recordSecurityEvent(db, { kind: 'LOGIN_FAILED', address, email: body.email, userId: user?.id });
    throw new AppError('BAD_CREDENTIALS');
  }

  await clearLoginFailures(db, body.email, address);
  const active = memberships.filter((item) => item.active);
  const membership = active.find((item) => item.companyId === body.companyId) ?? active[0];
  if (!membership) throw new AppError('MEMBERSHIP_INACTIVE');
  await recordSecurityEvent(db, {
    kind: 'LOGIN_SUCCEEDED',
    address,
    email: body.email,
    userId: user.id,
    actorId: user.id,
    companyId: membership.companyId,
  });
  return openSession(signer, user, membership);
}

/** A token for another company of the same user, answered like a login; not a member → 404. */
export async function switchCompany(
  db: Database,
  signer: TokenSigner,
  session: TokenClaims,
  companyId: string,
  address: string,
): Promise<LoginResponse> {
  const user = await findUserById(db, session.sub);
  const membership = user ? await findMembership(db, user.id, companyId) : undefined;
  if (!user || !membership?.active) throw notFound();
  await recordSecurityEvent(db, {
    kind: 'COMPANY_SWITCHED',
    address,
    actorId: user.id,
    userId: user.id,
    companyId,
    details: { from: session.companyId },
  });
  return openSession(signer, user, membership);
}

export async function listMyCompanies(db: Database, session: TokenClaims): Promise<MemberCompany[]> {
  return listMemberCompanies(db, session.sub);
}

async function openSession(
  signer: TokenSigner,
  user: typeof users.$inferSelect,
  membership: typeof memberships.$inferSelect,
): Promise<LoginResponse> {
  const token = await signer.sign({
    sub: user.id,
    companyId: membership.companyId,
    roles: membership.roles,
    profiles: membership.profiles,
    gen: user.sessionGeneration,
  });
  const sessionUser = { firstName: user.firstName, lastName: user.lastName, companyId: membership.companyId };
  return { token, user: user.mustChangePassword ? { ...sessionUser, mustChangePassword: true } : sessionUser };
}

/**
 * A new password revokes every token of the user, the caller's included: the caller gets a new
 * one for the same company, answered like a login.
 */
export async function changePassword(
  db: Database,
  signer: TokenSigner,
  session: TokenClaims,
  body: ChangePasswordBody,
  address: string,
): Promise<LoginResponse> {
  const user = await findUserById(db, session.sub);
  if (!user) throw new AppError('TOKEN_INVALID');
  const current = decodePassword(body.currentEncodedPassword) ?? '';
  if (!(await verifyPassword(user.passwordHash, current))) throw new AppError('CURRENT_PASSWORD_INCORRECT');
  const next = decodePassword(body.newEncodedPassword);
  if (next === null) throw new AppError('VALIDATION_FAILED');
  // Keeping a one-time password would defeat the forced change.
  if (next === current) throw validationFailed([{ path: 'newEncodedPassword', code: 'NEW_PASSWORD_MUST_DIFFER' }]);
  await updatePasswordHash(db, user.id, await hashPassword(next));
  forgetMembershipStates(db, user.id);
  await recordSecurityEvent(db, {
    kind: 'PASSWORD_CHANGED',
    address,
    actorId: user.id,
    userId: user.id,
    companyId: session.companyId,
  });
  const changed = await findUserById(db, user.id);
  const membership = await findMembership(db, user.id, session.companyId);
  if (!changed || !membership?.active) throw new AppError('TOKEN_INVALID');
  return openSession(signer, changed, membership);
}

/** Logout: every token of the user stops working at once, in every API process. */
export async function logout(db: Database, session: TokenClaims, address: string): Promise<void> {
  await revokeSessions(db, session.sub);
  forgetMembershipStates(db, session.sub);
  await recordSecurityEvent(db, {
    kind: 'LOGOUT',
    address,
    actorId: session.sub,
    userId: session.sub,
    companyId: session.companyId,
  });
}

/**
 * Tokens live for hours, memberships change at any time: each request checks its membership's
 * current state (kept in memory until the database announces a change, membership-states.ts) and
 * refuses a token whose membership is gone, deactivated or no longer holds the token's roles and
 * profiles, and any route but change-password while a one-time password is pending.
 */
export function createSessionCheck(memberships: MembershipStates): SessionCheck {
  return async (session, route) => {
    const state = await memberships.read(session.sub, session.companyId);
    if (!state) throw new AppError('TOKEN_INVALID');
    if (!state.active) throw new AppError('MEMBERSHIP_INACTIVE');
    if (state.sessionGeneration !== session.gen) throw new AppError('TOKEN_INVALID');
    if (!sameMembers(state.roles, session.roles) || !sameMembers(state.profiles, session.profiles)) {
      throw new AppError('TOKEN_INVALID');
    }
    if (state.mustChangePassword && !route.allowsPendingPasswordChange) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
  };
}

function sameMembers(left: readonly string[], right: readonly string[]): boolean {
  const expected = new Set(left);
  return expected.size === new Set(right).size && right.every((item) => expected.has(item));
}
