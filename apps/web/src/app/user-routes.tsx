import type { RouteObject } from 'react-router';
import { withWords } from '../lib/i18n.ts';
import type { ShellRouteHandle } from '../lib/route-handle.ts';

const crumb = (name: ShellRouteHandle['crumb']): ShellRouteHandle => ({ crumb: name });

const user = () => withWords(import('./routes/areas/user-area.tsx'), ['users']);
const notFound = () => import('./routes/apps/not-found-page.tsx');

/** /user: the members of the company (users.manage), the user's profile and the password change. */
export const userRoutes: RouteObject[] = [
  { index: true, lazy: () => user().then((m) => ({ Component: m.UserIndexPage })) },
  { path: 'users', handle: crumb('user'), lazy: () => user().then((m) => ({ Component: m.UsersPage })) },
  { path: 'profile', handle: crumb('profile'), lazy: () => user().then((m) => ({ Component: m.ProfilePage })) },
  { path: 'password', handle: crumb('password'), lazy: () => user().then((m) => ({ Component: m.PasswordPage })) },
  { path: '*', handle: crumb('notFound'), lazy: () => notFound().then((m) => ({ Component: m.NotFoundPage })) },
];
