import { type InviteUserBody, type InviteUserResponse, inviteUserResponseSchema } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { usersRootKey } from './get-users.ts';

/** POST …/users: a new account answers its one-time password, once; an existing one only joins. */
export function inviteUser(companyId: string, body: InviteUserBody): Promise<InviteUserResponse> {
  return api.post(`/v1/companies/${encodeURIComponent(companyId)}/users`, body, {
    schema: inviteUserResponseSchema,
    // A field problem shows on its field, a member already there in the form: no toast repeats them.
    errorToast: (error) => error.code !== 'VALIDATION_FAILED' && error.code !== 'USER_ALREADY_MEMBER',
  });
}

export function useInviteUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserBody) => inviteUser(companyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersRootKey }),
  });
}
