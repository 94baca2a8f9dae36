import {
  type MemberCompany,
  memberCompanySchema,
  type PendingInvitation,
  pendingInvitationSchema,
} from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { myCompaniesQueryKey } from '../../auth/api/get-my-companies.ts';

export const myInvitationsQueryKey = ['auth', 'invitations'] as const;

const invitationUrl = (id: string, answer: 'accept' | 'decline') =>
  `/v1/auth/invitations/${encodeURIComponent(id)}/${answer}`;

/**
 * GET /v1/auth/invitations: the invitations waiting for the logged-in user's answer. Asked on every
 * screen of the shell, so it stays silent: no toast and no log-out on an error, the panel just hides.
 */
export function getMyInvitations(): Promise<PendingInvitation[]> {
  return api.get('/v1/auth/invitations', {
    schema: z.array(pendingInvitationSchema),
    authRedirect: false,
    errorToast: () => false,
  });
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
        ? api.post(invitationUrl(id, 'accept'), undefined, { schema: memberCompanySchema })
        : api.post(invitationUrl(id, 'decline'), undefined).then(() => null),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myInvitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myCompaniesQueryKey }),
      ]);
    },
  });
}
