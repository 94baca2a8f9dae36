import type { LoginResponse } from '@bilan/contract';
import { isTokenUnexpired } from '../../lib/jwt.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

/** Spec §4: the session is valid while the stored token exists and is not expired. */
export function isSessionValid(nowMs: number = Date.now()): boolean {
  return isTokenUnexpired(readStored('accessToken'), nowMs);
}

/** Keeps what the app needs after login: the token, "First Last" and the company id (spec §3). */
export function storeSession(session: LoginResponse): void {
  writeStored('accessToken', session.token);
  writeStored('userDisplayName', `${session.user.firstName} ${session.user.lastName}`.trim());
  writeStored('companyId', session.user.companyId);
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
