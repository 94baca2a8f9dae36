import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isSessionValid, loginPath } from '../session.ts';

/** Spec §6: without a valid, unexpired token the user goes to login, with the requested URL to come back to. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const location = useLocation();
  if (!isSessionValid()) return <Navigate replace to={loginPath(`${location.pathname}${location.search}`)} />;
  return children ?? <Outlet />;
}
