import { endpoints, type MemberCompany, type PendingInvitation } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { myCompaniesQueryKey } from '../../auth/api/get-my-companies.ts';

export const myInvitationsQueryKey = ['auth', 'invitations'] as const;

/**
 * GET /v1/auth/invitations: the invitations waiting for the logged-in user's answer. Asked on every
 * screen of the shell, so it stays silent: no toast and no log-out on an error, the panel just hides.
 */
export function getMyInvitations(): Promise<PendingInvitation[]> {
  return api.call(endpoints.myInvitations, {}, { authRedirect: false, errorToast: () => false });
}

export function useMyInvitations() {
  return useQuery({ queryKey: myInvitationsQueryKey, queryFn: getMyInvitations, staleTime: 60 * 1000, retry: false });
}

/** Accepting makes the company one of the user's: the company switcher lists it at once. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: 'accept' | 'decline' }): Promise<MemberCompany | null> =>
      answer === 'accept'
        ? api.call(endpoints.acceptInvitation, { params: { invitationId: id } })
        : api.call(endpoints.declineInvitation, { params: { invitationId: id } }).then(() => null),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myInvitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myCompaniesQueryKey }),
      ]);
    },
  });
}
