import {
  type CompanyUser,
  type CompanyUserPage,
  type InviteUserBody,
  type InviteUserResponse,
  type MemberCompany,
  type OffsetPageQuery,
  type PendingInvitation,
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
import { joinByInvitation } from '../auth/invitations.ts';
import { forgetMembershipStates } from '../auth/membership-states.ts';
import { hashPassword } from '../auth/passwords.ts';
import { recordSecurityEvent } from '../auth/security-events.ts';
import { findMembership, findUserByEmail, listMemberCompanies, revokeSessions } from '../auth/users.queries.ts';
import { invitations, users } from '../auth/users.table.ts';
import { checkGrant, type Grantor, isOwner } from './grant-rules.ts';
import { invitationAccepted, membershipChangeAction, recordMembershipEvent } from './membership-audit.ts';
import { generateOneTimePassword } from './one-time-password.ts';
import {
  countActiveOwners,
  findCompanyUser,
  hasPendingInvitation,
  listCompanyUsers,
  listPendingInvitations,
  lockCompany,
  takeInvitation,
  updateMembership,
} from './users.queries.ts';

export async function listUsers(db: Database, companyId: string, query: OffsetPageQuery): Promise<CompanyUserPage> {
  const offset = Number(query.cursor ?? 0);
  const { rows, total } = await listCompanyUsers(db, companyId, query.limit + 1, offset);
  const hasMore = rows.length > query.limit;
  return { items: rows.slice(0, query.limit), total, nextCursor: hasMore ? String(offset + query.limit) : null };
}

/**
 * Invites someone into the session's company (issue #15, item 11). The membership begins only with
 * the person's consent, and the answer is the same whether the email already had an account or not:
 * the same fields, a one-time password either way, one password hash either way, and no name or id
 * of the account. A new email gets an account whose first login with that password accepts the
 * invitation (today's flow for a new user). An email that already has an account keeps its password
 * (resetting it would hand another company's user to this company's admin): the password answered
 * opens nothing, and the person accepts or declines after logging in with their own.
 */
export async function inviteUser(
  db: Database,
  session: TokenClaims,
  body: InviteUserBody,
  address: string,
): Promise<InviteUserResponse> {
  const companyId = session.companyId;
  const profiles = profilesFor(body.roles, body.profiles);
  checkGrant(grantorOf(session), undefined, { roles: body.roles, profiles });
  const oneTimePassword = generateOneTimePassword();
  // Hashed before the transaction (argon2 is slow on purpose and must not hold locks), and for every
  // invitation, so the time taken does not tell whether the email had an account.
  const passwordHash = await hashPassword(oneTimePassword);
  const invitation = {
    id: newId(),
    companyId,
    roles: body.roles,
    profiles,
    invitedBy: session.sub,
    createdAt: new Date(),
  };
  try {
    await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, body.email);
      if (existing && (await findMembership(tx, existing.id, companyId))) throw new AppError('USER_ALREADY_MEMBER');
      if (existing && (await hasPendingInvitation(tx, companyId, existing.id))) {
        throw new AppError('INVITATION_PENDING');
      }
      const userId = existing?.id ?? newId();
      if (!existing) {
        const { email, firstName, lastName } = body;
        await tx
          .insert(users)
          .values({ id: userId, email, firstName, lastName, passwordHash, mustChangePassword: true });
      }
      await tx.insert(invitations).values({ ...invitation, userId, opensAccount: !existing });
      await recordSecurityEvent(tx, {
        kind: 'USER_INVITED',
        address,
        actorId: session.sub,
        userId,
        companyId,
        email: body.email,
        details: {
          invitationId: invitation.id,
          roles: invitation.roles,
          profiles: invitation.profiles,
          newAccount: !existing,
        },
      });
      await recordMembershipEvent(tx, {
        companyId,
        actorId: session.sub,
        entityId: invitation.id,
        action: 'INVITE',
        after: { email: body.email, roles: invitation.roles, profiles: invitation.profiles },
      });
    });
  } catch (error) {
    if (databaseErrorCode(error) !== '23505') throw error;
    // The same email was invited at the same moment, here or as a new account elsewhere.
    throw new AppError('CONFLICT_RETRY');
  }
  const { id, roles, createdAt } = invitation;
  return {
    invitation: { id, email: body.email, roles, profiles, createdAt: createdAt.toISOString() },
    oneTimePassword,
  };
}

/** The invitations waiting for the logged-in user's answer, from every company. */
export async function listMyInvitations(db: Database, session: TokenClaims): Promise<PendingInvitation[]> {
  return listPendingInvitations(db, session.sub);
}

/**
 * The logged-in user accepts an invitation: it becomes their membership of the inviting company,
 * answered like an item of `GET /v1/auth/companies` so the web can switch to it. Another user's
 * invitation, or one already answered, is 404.
 */
export async function acceptInvitation(
  db: Database,
  session: TokenClaims,
  invitationId: string,
  address: string,
): Promise<MemberCompany> {
  const companyId = await db.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, session.sub, invitationId);
    if (!invitation) throw notFound();
    await joinByInvitation(tx, invitation, address);
    await invitationAccepted(tx, invitation);
    return invitation.companyId;
  });
  forgetMembershipStates(db, session.sub);
  const joined = (await listMemberCompanies(db, session.sub)).find((company) => company.id === companyId);
  if (!joined) throw notFound();
  return joined;
}

/** The logged-in user declines an invitation: it is removed and the company gets no membership. */
export async function declineInvitation(
  db: Database,
  session: TokenClaims,
  invitationId: string,
  address: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, session.sub, invitationId);
    if (!invitation) throw notFound();
    await recordSecurityEvent(tx, {
      kind: 'INVITATION_DECLINED',
      address,
      actorId: session.sub,
      userId: session.sub,
      companyId: invitation.companyId,
      details: { invitationId, invitedBy: invitation.invitedBy },
    });
    await recordMembershipEvent(tx, {
      companyId: invitation.companyId,
      actorId: null,
      entityId: invitation.id,
      action: 'DECLINE',
      before: { roles: invitation.roles, profiles: invitation.profiles },
    });
  });
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
    checkGrant(grantorOf(session), { userId, roles: member.roles, profiles: member.profiles }, next);
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
    const before = { roles: member.roles, profiles: member.profiles, active: member.active };
    const action = membershipChangeAction(before, next);
    if (action) {
      await recordMembershipEvent(tx, {
        companyId,
        actorId: session.sub,
        entityId: userId,
        action,
        before,
        after: next,
      });
    }
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

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

const grantorOf = (session: TokenClaims): Grantor => ({
  userId: session.sub,
  roles: session.roles,
  profiles: session.profiles,
});

/**
 * The profiles a membership holds, in the contract's order: those asked for, else the defaults of
 * its roles. An owner holds them all, so a company always keeps someone who can manage users.
 */
function profilesFor(roles: readonly string[], asked: readonly string[] | undefined): Profile[] {
  if (isOwner(roles)) return [...PROFILES];
  const granted = new Set<string>(asked ?? roles.filter(isRole).flatMap((role) => ROLE_PROFILES[role]));
  return PROFILES.filter((profile) => granted.has(profile));
}
