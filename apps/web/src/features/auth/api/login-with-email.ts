import type { LoginBody, LoginResponse } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const loginWithEmailMutationKey = ['auth', 'login', 'email'] as const;

/**
 * POST /v1/auth/login/email. A 401 is the user's wrong email or password: it neither redirects nor
 * shows a toast, the form shows 'email or password incorrect' instead (docs/seed-spec.md §2).
 */
export async function loginWithEmail(body: LoginBody): Promise<LoginResponse> {
  // The endpoint's schemas, and zod with them, load when the user connects rather than with the login
  // page, the first download of a user on a slow network (docs/decisions/0007-slow-networks.md).
  const { loginEndpoint } = await import('./login-endpoint.ts');
  return api.call(loginEndpoint, { body }, { authRedirect: false, errorToast: (error) => error.status !== 401 });
}

export function useLoginWithEmail() {
  return useMutation({ mutationKey: loginWithEmailMutationKey, mutationFn: loginWithEmail });
}
