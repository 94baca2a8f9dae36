import type { LoginBody, LoginResponse } from '@bilan/contract';
import { api } from '../../../lib/api.ts';

/**
 * POST /v1/auth/login/email. A 401 is the user's wrong email or password: it neither redirects nor
 * shows a toast, the form shows 'email or password incorrect' instead (docs/seed-spec.md §2). A plain
 * call rather than a TanStack mutation: the login page is drawn before TanStack Query loads.
 */
export async function loginWithEmail(body: LoginBody): Promise<LoginResponse> {
  // The endpoint's schemas, and zod with them, load when the user connects rather than with the login
  // page, the first download of a user on a slow network (docs/decisions/0007-slow-networks.md).
  const { loginEndpoint } = await import('./login-endpoint.ts');
  return api.call(loginEndpoint, { body }, { authRedirect: false, errorToast: (error) => error.status !== 401 });
}
