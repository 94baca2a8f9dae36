import { endpoints, type LoginBody, type LoginResponse } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const loginWithEmailMutationKey = ['auth', 'login', 'email'] as const;

/**
 * POST /v1/auth/login/email. A 401 is the user's wrong email or password: it neither redirects nor
 * shows a toast, the form shows 'email or password incorrect' instead (docs/seed-spec.md §2).
 */
export function loginWithEmail(body: LoginBody): Promise<LoginResponse> {
  return api.call(endpoints.login, { body }, { authRedirect: false, errorToast: (error) => error.status !== 401 });
}

export function useLoginWithEmail() {
  return useMutation({ mutationKey: loginWithEmailMutationKey, mutationFn: loginWithEmail });
}
