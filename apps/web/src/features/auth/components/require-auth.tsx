import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isTokenUnexpired } from '../../../lib/jwt.ts';
import { changePasswordPath, loginPath } from '../../../lib/session.ts';
import { useStoredValue } from '../../../lib/storage.ts';

/**
 * docs/seed-spec.md §6: without a valid, unexpired token the user goes to login, with the requested URL to come
 * back to. An invited user who still holds the one-time password goes to the password change first:
 * the API refuses everything else until then. The guard follows the stored token, so the moment a
 * 401 or a logout removes it, the guarded screens unmount instead of asking the API again.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const token = useStoredValue('accessToken');
  const pendingPasswordChange = useStoredValue('mustChangePassword') === 'true';
  const requested = `${location.pathname}${location.search}`;
  if (!isTokenUnexpired(token)) return <Navigate replace to={loginPath(requested)} />;
  if (pendingPasswordChange) return <Navigate replace to={changePasswordPath(requested)} />;
  return children ?? <Outlet />;
}
