import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { loginPath, safeReturnUrl } from '../lib/session.ts';
import { BaseProviders } from './base-providers.tsx';

/**
 * The address at which the entry draws the login page itself, before the app loads, or null: /auth/login,
 * and the bare address of a visitor without a session, sent to login as the router would (/ leads to
 * /apps, which RequireAuth guards: app/router.tsx). Other addresses load the app, whose router guards them.
 */
export function loginPageAddress(location: { pathname: string; search: string }, signedIn: boolean): string | null {
  if (location.pathname === '/auth/login') return `${location.pathname}${location.search}`;
  if (location.pathname === '/' && !signedIn) return loginPath('/apps');
  return null;
}

/**
 * The login page without the app: no router, i18next or TanStack Query, which load once the user is
 * logged in (docs/decisions/0007-slow-networks.md). `openApp` draws the app in its place at the
 * address then current.
 */
export function LoginApp({ openApp }: { openApp: () => Promise<void> }) {
  const goTo = (path: string, mode: 'push' | 'replace') => {
    if (mode === 'push') window.history.pushState(null, '', path);
    else window.history.replaceState(null, '', path);
    return openApp();
  };
  return (
    <BaseProviders>
      <LoginScreen
        onLoggedIn={() => {
          const returnUrl = new URLSearchParams(window.location.search).get('returnUrl');
          return goTo(safeReturnUrl(returnUrl), 'replace');
        }}
        onSubscribe={() => {
          goTo('/apps/signup', 'push').catch((error: unknown) => console.error(error));
        }}
        onForgotPassword={() => {
          goTo('/auth/forgot-password', 'push').catch((error: unknown) => console.error(error));
        }}
      />
    </BaseProviders>
  );
}
