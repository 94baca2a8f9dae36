import { PROFILES, type Profile, ROLE_PROFILES, ROLES, type Role } from '@bilan/contract';
import { tokenGrants } from '../../lib/permissions.ts';
import { useStoredValue } from '../../lib/storage.ts';

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
export const isProfile = (value: string): value is Profile => (PROFILES as readonly string[]).includes(value);

/** The permissions roles bring together (ROLE_PROFILES), in the contract's order: what the API grants by default. */
export function defaultProfilesOf(roles: readonly string[]): Profile[] {
  const granted = new Set<Profile>(roles.filter(isRole).flatMap((role) => ROLE_PROFILES[role]));
  return PROFILES.filter((profile) => granted.has(profile));
}

/** Roles in the contract's order, from the highest: OWNER, ADMIN, ACCOUNTANT, VIEWER. */
export function sortedRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

export function sameSet(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((item) => right.includes(item));
}

/** What the session's user may grant (apps/api/src/modules/users/grant-rules.ts): the API refuses the rest. */
export interface Grantable {
  role: (role: string) => boolean;
  profile: (profile: string) => boolean;
}

/**
 * Roles at or below the user's highest role, and the profiles the user holds; an owner holds them
 * all. Re-read when the stored token changes.
 */
export function useGrantable(): Grantable {
  const token = useStoredValue('accessToken');
  const holds = (name: Role | Profile) => tokenGrants(token, name);
  const owner = holds('OWNER');
  return {
    role: (role) => isRole(role) && ROLES.slice(0, ROLES.indexOf(role) + 1).some(holds),
    profile: (profile) => owner || (isProfile(profile) && holds(profile)),
  };
}
