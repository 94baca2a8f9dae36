import {
  type CompanyUser,
  type CompanyUserPage,
  type InviteUserBody,
  type InviteUserResponse,
  type OffsetPageQuery,
  PROFILES,
  type Profile,
  ROLE_PROFILES,
  ROLES,
  type Role,
  type TokenClaims,
  type UpdateUserBody,
} from '@bilan/contract';
import type { Database, Executor } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { forgetMembershipStates } from '../auth/membership-states.ts';
import { hashPassword } from '../auth/passwords.ts';
import { recordSecurityEvent } from '../auth/security-events.ts';
import { findMembership, findUserByEmail, revokeSessions } from '../auth/users.queries.ts';
import { memberships, users } from '../auth/users.table.ts';
import { generateOneTimePassword } from './one-time-password.ts';
import {
  countActiveOwners,
  findCompanyUser,
  listCompanyUsers,
  lockCompany,
  updateMembership,
} from './users.queries.ts';

export async function listUsers(db: Database, companyId: string, query: OffsetPageQuery): Promise<CompanyUserPage> {
  const offset = Number(query.cursor ?? 0);
  const { rows, total } = await listCompanyUsers(db, companyId, query.limit + 1, offset);
  const hasMore = rows.length > query.limit;
  return { items: rows.slice(0, query.limit), total, nextCursor: hasMore ? String(offset + query.limit) : null };
}

/**
 * Invites someone into the session's company. A new email gets an account with a one-time password,
 * answered once and to be changed at first login. An email that already has an account only gets
 * the membership: resetting its password would hand another company's user to this company's admin.
 */
export async function inviteUser(
  db: Database,
  session: TokenClaims,
  body: InviteUserBody,
  address: string,
): Promise<InviteUserResponse> {
  const companyId = session.companyId;
  checkOwnerRole(session, [], body.roles);
  const existing = await findUserByEmail(db, body.email);
  if (existing && (await findMembership(db, existing.id, companyId))) throw new AppError('USER_ALREADY_MEMBER');
  const oneTimePassword = existing ? null : generateOneTimePassword();
  // Hashed before the transaction: argon2 is slow on purpose and must not hold locks.
  const passwordHash = oneTimePassword === null ? null : await hashPassword(oneTimePassword);
  const userId = existing?.id ?? newId();
  const membership = { userId, companyId, roles: body.roles, profiles: profilesFor(body.roles, body.profiles) };
  try {
    await db.transaction(async (tx) => {
      if (passwordHash !== null) {
        const { email, firstName, lastName } = body;
        await tx
          .insert(users)
          .values({ id: userId, email, firstName, lastName, passwordHash, mustChangePassword: true });
      }
      await tx.insert(memberships).values(membership);
      await recordSecurityEvent(tx, {
        kind: 'USER_INVITED',
        address,
        actorId: session.sub,
        userId,
        companyId,
        email: body.email,
        details: { roles: membership.roles, profiles: membership.profiles, newAccount: passwordHash !== null },
      });
    });
  } catch (error) {
    if (databaseErrorCode(error) !== '23505') throw error;
    // The same email was invited at the same moment: as a member here, or as a new account elsewhere.
    throw new AppError(existing ? 'USER_ALREADY_MEMBER' : 'CONFLICT_RETRY');
  }
  return { user: await getCompanyUser(db, companyId, userId), oneTimePassword };
}

/**
 * Changes the roles, profiles or active flag of a member of the session's company. The company row
 * is locked first, so two concurrent changes cannot each leave the other as the last owner and
 * then remove it too.
 */
export async function updateUser(
  db: Database,
  session: TokenClaims,
  userId: string,
  body: UpdateUserBody,
  address: string,
): Promise<CompanyUser> {
  const companyId = session.companyId;
  const updated = await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const member = await getCompanyUser(tx, companyId, userId);
    const next = {
      roles: body.roles ?? member.roles,
      // New roles bring their default profiles unless the request names the profiles itself.
      profiles: profilesFor(body.roles ?? member.roles, body.profiles ?? (body.roles ? undefined : member.profiles)),
      active: body.active ?? member.active,
    };
    checkOwnerRole(session, member.roles, next.roles);
    const wasActiveOwner = member.active && isOwner(member.roles);
    const staysActiveOwner = next.active && isOwner(next.roles);
    if (wasActiveOwner && !staysActiveOwner && (await countActiveOwners(tx, companyId)) <= 1) {
      throw new AppError('LAST_OWNER_MUST_REMAIN');
    }
    await updateMembership(tx, companyId, userId, next);
    const deactivated = member.active && !next.active;
    if (deactivated) await revokeSessions(tx, userId);
    await recordSecurityEvent(tx, {
      kind: deactivated ? 'MEMBER_DEACTIVATED' : 'MEMBERSHIP_CHANGED',
      address,
      actorId: session.sub,
      userId,
      companyId,
      details: {
        before: { roles: member.roles, profiles: member.profiles, active: member.active },
        after: next,
      },
    });
    return { ...member, ...next };
  });
  forgetMembershipStates(db, userId);
  return updated;
}

async function getCompanyUser(db: Executor, companyId: string, userId: string) {
  const member = await findCompanyUser(db, companyId, userId);
  if (!member) throw notFound();
  return member;
}

const isOwner = (roles: readonly string[]): boolean => roles.includes('OWNER');
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Owners have every right, so only an owner may make, unmake or change one. */
function checkOwnerRole(session: TokenClaims, before: readonly string[], after: readonly string[]): void {
  if ((isOwner(before) || isOwner(after)) && !isOwner(session.roles)) {
    throw new AppError('ONLY_OWNERS_MANAGE_OWNERS');
  }
}

/**
 * The profiles a membership holds, in the contract's order: those asked for, else the defaults of
 * its roles. An owner holds them all, so a company always keeps someone who can manage users.
 */
function profilesFor(roles: readonly string[], asked: readonly string[] | undefined): Profile[] {
  if (isOwner(roles)) return [...PROFILES];
  const granted = new Set<string>(asked ?? roles.filter(isRole).flatMap((role) => ROLE_PROFILES[role]));
  return PROFILES.filter((profile) => granted.has(profile));
}
