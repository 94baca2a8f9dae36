import { encodePassword, type Role } from '@bilan/contract';
import type { FastifyInstance } from 'fastify';
import { call, type SignedUpCompany } from './test-app.ts';

export const MEMBER_PASSWORD = 'Member#2026';

export interface Member {
  userId: string;
  email: string;
  companyId: string;
  /** A session of the member in `companyId`, after the one-time password was changed. */
  token: string;
}

let sequence = 0;

export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}@example.cm`;
}

export function loginBody(email: string, password: string, companyId: string | null = null) {
  return { email, encodedPassword: encodePassword(password), companyId, platform: 'WEB' };
}

export async function loginAs(app: FastifyInstance, email: string, password: string, companyId: string | null = null) {
  const response = await call(app, 'POST', '/v1/auth/login/email', loginBody(email, password, companyId));
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as { token: string; user: { companyId: string; mustChangePassword?: boolean } };
}

/** Invites a new user with `roles` into the owner's company, then logs them in and changes the one-time password. */
export async function addMember(app: FastifyInstance, owner: SignedUpCompany, roles: Role[]): Promise<Member> {
  const email = uniqueEmail(roles.join('-').toLowerCase());
  const invited = await call(
    app,
    'POST',
    `/v1/companies/${owner.companyId}/users`,
    { email, firstName: 'Paul', lastName: 'Biya', roles },
    { token: owner.token },
  );
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const { user, oneTimePassword } = invited.json() as { user: { id: string }; oneTimePassword: string };
  const session = await loginAs(app, email, oneTimePassword, owner.companyId);
  const changed = await call(
    app,
    'POST',
    '/v1/auth/change-password',
    { currentEncodedPassword: encodePassword(oneTimePassword), newEncodedPassword: encodePassword(MEMBER_PASSWORD) },
    { token: session.token },
  );
  if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
  // The change revoked the one-time session's token and answered a new one.
  return { userId: user.id, email, companyId: owner.companyId, token: changed.json().token };
}
