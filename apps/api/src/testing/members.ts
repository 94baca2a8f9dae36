import { encodePassword, type Role } from '@bilan/contract';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { mailedLinkToken } from './mails.ts';
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

/**
 * Invites a new user with `roles` into the owner's company, then chooses their password through the
 * mailed link (which accepts the invitation) and logs them in.
 */
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
  await choosePassword(app, await mailedLinkToken(app, email), MEMBER_PASSWORD);
  const session = await loginAs(app, email, MEMBER_PASSWORD, owner.companyId);
  return { userId: userIdOf(session.token), email, companyId: owner.companyId, token: session.token };
}

/** Sets a password through a mailed link's token, as the reset page does. */
export async function choosePassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const response = await call(app, 'POST', '/v1/auth/password-reset/confirm', {
    token,
    newEncodedPassword: encodePassword(password),
  });
  if (response.statusCode !== 204) throw new Error(`choosing a password failed: ${response.body}`);
}

export const userIdOf = (token: string): string => decodeJwt(token).sub ?? '';

/**
 * Invites the account of `member` (who has one already) into the owner's company and accepts the
 * invitation with the member's session: the membership exists only after that consent.
 */
export async function joinCompany(
  app: FastifyInstance,
  owner: SignedUpCompany,
  member: { email: string; token: string },
  roles: Role[],
): Promise<{ invitationId: string }> {
  const invited = await call(
    app,
    'POST',
    `/v1/companies/${owner.companyId}/users`,
    { email: member.email, firstName: 'Ada', lastName: 'Eyong', roles },
    { token: owner.token },
  );
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const invitationId = (invited.json() as { invitation: { id: string } }).invitation.id;
  const pending = await call(app, 'GET', '/v1/auth/invitations', undefined, { token: member.token });
  const mine = (pending.json() as { id: string; company: { id: string } }[]).find(
    (invitation) => invitation.company.id === owner.companyId,
  );
  if (!mine) throw new Error(`no pending invitation: ${pending.body}`);
  const accepted = await call(app, 'POST', `/v1/auth/invitations/${mine.id}/accept`, undefined, {
    token: member.token,
  });
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.body}`);
  return { invitationId };
}
