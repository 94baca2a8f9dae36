import { endpoints, type ForgotPasswordBody, type ResetPasswordBody } from '@bilan/contract';
import { api } from '../../../lib/api.ts';

/** POST /v1/auth/password-reset: always 204, whether the email has an account or not. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<undefined> {
  return api.call(endpoints.forgotPassword, { body });
}

/**
 * POST /v1/auth/password-reset/confirm. An expired, used or unknown link is shown by the screen
 * itself (with the way to ask for a new one); the toast would only repeat it.
 */
export function resetPassword(body: ResetPasswordBody): Promise<undefined> {
  return api.call(
    endpoints.resetPassword,
    { body },
    { errorToast: (error) => !error.code?.startsWith('PASSWORD_LINK_') && error.code !== 'VALIDATION_FAILED' },
  );
}
