import type { LoginResponse } from '@bilan/contract';
import { decodeJwtPayload, isTokenUnexpired } from './jwt.ts';
import { makeCompanyCurrent, readStored, removeStored, useStoredValue, writeStored } from './storage.ts';

/** docs/seed-spec.md §4: the session is valid while the stored token exists and is not expired. */
export function isSessionValid(nowMs: number = Date.now()): boolean {
  return isTokenUnexpired(readStored('accessToken'), nowMs);
}

/**
 * Keeps what the app needs after login or a company switch: the token, "First Last" and the company
 * id (docs/seed-spec.md §3), and whether the one-time password of an invitation must be changed first.
 */
export function storeSession(session: LoginResponse): void {
  makeCompanyCurrent(session.user.companyId);
  writeStored('accessToken', session.token);
  writeStored('userDisplayName', `${session.user.firstName} ${session.user.lastName}`.trim());
  if (session.user.mustChangePassword) writeStored('mustChangePassword', 'true');
  else removeStored('mustChangePassword');
}

/** The logged-in user's id (the token's sub), or null without a session. */
export function useSessionUserId(): string | null {
  const token = useStoredValue('accessToken');
  const sub = token ? decodeJwtPayload(token)?.sub : undefined;
  return typeof sub === 'string' ? sub : null;
}

export function changePasswordPath(returnUrl: string): string {
  return `/auth/change-password?returnUrl=${encodeURIComponent(returnUrl)}`;
}

export function loginPath(returnUrl: string): string {
  return `/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Only a path of this site is followed after login, never another origin (open redirect). */
export function safeReturnUrl(raw: string | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/auth' || raw.startsWith('/auth/')) return '/';
  return raw;
}
