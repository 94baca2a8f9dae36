import { hasPermission, type Profile, type Role } from '@bilan/contract';
import { decodeJwtPayload } from './jwt.ts';
import { useStoredValue } from './storage.ts';

export type Permission = Profile | Role;

function namesOf(claims: Record<string, unknown> | null, key: 'roles' | 'profiles'): string[] {
  const value = claims?.[key];
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * docs/seed-spec.md §6 on the browser side: what the session token grants. The API checks every call anyway;
 * this only hides or disables what the user may not do.
 */
export function tokenGrants(token: string | null, permission: Permission): boolean {
  if (!token) return false;
  const claims = decodeJwtPayload(token);
  return hasPermission({ roles: namesOf(claims, 'roles'), profiles: namesOf(claims, 'profiles') }, permission);
}

/** Re-renders when the stored token changes (login, company switch, logout). */
export function useCan(permission: Permission): boolean {
  return tokenGrants(useStoredValue('accessToken'), permission);
}
