import { endpoints, type LoginResponse } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { storeSession } from '../../../lib/session.ts';
import { removeStored } from '../../../lib/storage.ts';

export const switchCompanyMutationKey = ['auth', 'switch-company'] as const;

export function switchCompany(companyId: string): Promise<LoginResponse> {
  return api.call(endpoints.switchCompany, { body: { companyId } });
}

/**
 * Opens another company of the user: its token and id replace the current ones (docs/seed-spec.md §3 keys), and
 * nothing of the previous company survives — no cached answer, no current work folder — so every
 * list that follows asks for the new company's data. The user lands on its work folders.
 */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: switchCompanyMutationKey,
    mutationFn: switchCompany,
    onSuccess: async (session) => {
      // Queries only: the mutation cache holds this very switch, still settling.
      await queryClient.cancelQueries();
      queryClient.removeQueries();
      removeStored('workFolderId');
      storeSession(session);
      await navigate('/apps/workfolder/list');
    },
  });
}
