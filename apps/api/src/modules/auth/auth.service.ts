import {
  type ChangePasswordBody,
  decodePassword,
  type LoginBody,
  type LoginResponse,
  type TokenClaims,
} from '@bilan/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TokenSigner } from '../../http/session.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import {
  clearLoginFailures,
  findUserByEmail,
  findUserById,
  listMemberships,
  listRecentLoginFailureTimes,
  recordLoginFailure,
  updatePasswordHash,
} from './users.queries.ts';

export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Email login (spec §3, DESIGN §8). Unknown email and wrong password get the same answer and cost
 * the same time; five failures for one email within 15 minutes lock it until the oldest expires.
 */
export async function login(
  db: Database,
  signer: TokenSigner,
  body: LoginBody,
  now = new Date(),
): Promise<LoginResponse> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const failures = await listRecentLoginFailureTimes(db, body.email, windowStart);
  const oldest = failures[0];
  if (failures.length >= LOGIN_FAILURES_ALLOWED && oldest) {
    const retryAfterSeconds = Math.ceil((oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000);
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
  }

  const password = decodePassword(body.encodedPassword) ?? '';
  const user = await findUserByEmail(db, body.email);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  const memberships = user && valid ? await listMemberships(db, user.id) : [];
  const membership = memberships.find((item) => item.companyId === body.companyId) ?? memberships[0];
  if (!user || !membership) {
    await recordLoginFailure(db, body.email, now);
    await clearLoginFailures(db, body.email, windowStart);
    throw new AppError('BAD_CREDENTIALS');
  }

  await clearLoginFailures(db, body.email);
  const token = await signer.sign({
    sub: user.id,
    companyId: membership.companyId,
    roles: membership.roles,
    profiles: membership.profiles,
  });
  return { token, user: { firstName: user.firstName, lastName: user.lastName, companyId: membership.companyId } };
}

export async function changePassword(db: Database, session: TokenClaims, body: ChangePasswordBody): Promise<void> {
  const user = await findUserById(db, session.sub);
  if (!user) throw new AppError('TOKEN_INVALID');
  const current = decodePassword(body.currentEncodedPassword) ?? '';
  if (!(await verifyPassword(user.passwordHash, current))) throw new AppError('CURRENT_PASSWORD_INCORRECT');
  const next = decodePassword(body.newEncodedPassword);
  if (next === null) throw new AppError('VALIDATION_FAILED');
  await updatePasswordHash(db, user.id, await hashPassword(next));
}
