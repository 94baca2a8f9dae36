import { type ChangePasswordBody, endpoints, type LoginResponse } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storeSession } from '../../../lib/session.ts';

export const changePasswordMutationKey = ['auth', 'change-password'] as const;

/**
 * POST /v1/auth/change-password: the API revokes every earlier token and answers a new session. A wrong
 * current password is a 400 the form shows on its field; the toast of the HTTP layer would only repeat it.
 */
export function changePassword(body: ChangePasswordBody): Promise<LoginResponse> {
  return api.call(
    endpoints.changePassword,
    { body },
    { errorToast: (error) => error.code !== 'CURRENT_PASSWORD_INCORRECT' && error.code !== 'VALIDATION_FAILED' },
  );
}

export function useChangePassword() {
  return useMutation({
    mutationKey: changePasswordMutationKey,
    mutationFn: changePassword,
    // The one-time password is gone: the rest of the app opens again with the new token.
    onSuccess: storeSession,
  });
}
