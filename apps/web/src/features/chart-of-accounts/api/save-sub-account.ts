import { endpoints, type SaveSubAccountBody, type SubAccount } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { chartOfAccountsQueryKey } from './get-chart-of-accounts.ts';

/** docs/seed-spec.md §7: POST creates a sub-account, PUT (with its id) updates one. */
export function saveSubAccount(companyId: string, body: SaveSubAccountBody): Promise<SubAccount> {
  return api.call(body.id ? endpoints.updateSubAccount : endpoints.createSubAccount, { params: { companyId }, body });
}

export function useSaveSubAccount(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSubAccountBody) => saveSubAccount(companyId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await queryClient.invalidateQueries({ queryKey: chartOfAccountsQueryKey(companyId) });
    },
  });
}
