import { type FieldError, ROLES, type Role } from '@bilan/contract';
import { AppError } from '../../http/app-error.ts';

/** Who grants: the session's user with the roles and profiles its token holds (checked current per request). */
export interface Grantor {
  userId: string;
  roles: readonly string[];
  profiles: readonly string[];
}

/** What a membership holds, before or after a change. */
export interface Access {
  roles: readonly string[];
  profiles: readonly string[];
}

/**
 * The rules of granting access (issue #30, point 3), checked before anything is written:
 * - nobody changes their own membership (roles, profiles, active flag): another manager does, so a
 *   user holding `users.manage` cannot raise itself;
 * - only an owner makes, unmakes or changes an owner;
 * - nobody changes a member who holds a role above theirs or a profile they lack;
 * - a grant names only roles at or below the grantor's highest role and profiles the grantor holds.
 * `member` is absent for an invitation (a membership that does not exist yet).
 */
export function checkGrant(grantor: Grantor, member: (Access & { userId: string }) | undefined, next: Access): void {
  if (member && member.userId === grantor.userId) throw new AppError('CANNOT_CHANGE_OWN_ACCESS');
  if ((isOwner(member?.roles ?? []) || isOwner(next.roles)) && !isOwner(grantor.roles)) {
    throw new AppError('ONLY_OWNERS_MANAGE_OWNERS');
  }
  if (member && !holdsAll(grantor, member)) throw new AppError('MEMBER_OUTRANKS_YOU');
  const fields = grantBeyond(grantor, next);
  if (fields.length > 0) throw new AppError('GRANT_MUST_BE_HELD', { fields });
}

/** The roles and profiles of `access` the grantor could not grant, as field errors of the request. */
export function grantBeyond(grantor: Grantor, access: Access): FieldError[] {
  const rank = highestRank(grantor.roles);
  const roles = access.roles.flatMap((role, index) =>
    rankOf(role) > rank ? [{ path: `roles.${index}`, code: 'GRANT_MUST_BE_HELD' }] : [],
  );
  const profiles = access.profiles.flatMap((profile, index) =>
    grantor.profiles.includes(profile) ? [] : [{ path: `profiles.${index}`, code: 'GRANT_MUST_BE_HELD' }],
  );
  return [...roles, ...profiles];
}

function holdsAll(grantor: Grantor, member: Access): boolean {
  return grantBeyond(grantor, member).length === 0;
}

export const isOwner = (roles: readonly string[]): boolean => roles.includes('OWNER');

/** OWNER 3, ADMIN 2, ACCOUNTANT 1, VIEWER 0: the contract lists the roles from the highest. */
function rankOf(role: string): number {
  const index = ROLES.indexOf(role as Role);
  return index < 0 ? Number.POSITIVE_INFINITY : ROLES.length - 1 - index;
}

function highestRank(roles: readonly string[]): number {
  return Math.max(-1, ...roles.map(rankOf).filter(Number.isFinite));
}
