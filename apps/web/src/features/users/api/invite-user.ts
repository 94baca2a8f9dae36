import { endpoints, type InviteUserBody, type InviteUserResponse } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { usersRootKey } from './get-users.ts';

/**
 * POST …/users: an invitation and its one-time password, answered once; the membership waits for the
 * person's acceptance, and the answer is the same whether the email already had an account.
 */
const FORM_CODES = ['VALIDATION_FAILED', 'USER_ALREADY_MEMBER', 'INVITATION_PENDING'];

export function inviteUser(companyId: string, body: InviteUserBody): Promise<InviteUserResponse> {
  return api.call(
    endpoints.inviteUser,
    { params: { companyId }, body },
    {
      // A field problem shows on its field, a member or an invitation already there in the form: no
      // toast repeats them.
      errorToast: (error) => !FORM_CODES.includes(error.code ?? ''),
    },
  );
}

export function useInviteUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserBody) => inviteUser(companyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersRootKey }),
  });
}
