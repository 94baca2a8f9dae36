import { endpoints } from '@bilan/contract';
import { api } from '../../../lib/api.ts';

/**
 * POST /v1/auth/logout (204): the API revokes every token of the user. The local session is
 * cleared afterwards whatever the answer (an expired token, no network), so nothing is shown.
 */
export async function revokeSession(): Promise<void> {
  try {
    await api.call(endpoints.logout, {}, { authRedirect: false, errorToast: () => false });
  } catch {
    // Logging out locally must not depend on the API.
  }
}
