import { type CompanyAccount, endpoints, type UpdateAccountBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { chartOfAccountsQueryKey } from './get-chart-of-accounts.ts';

export function updateAccount(companyId: string, body: UpdateAccountBody): Promise<CompanyAccount> {
  return api.call(endpoints.updateAccount, { params: { companyId }, body });
}

export function useUpdateAccount(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) => updateAccount(companyId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await queryClient.invalidateQueries({ queryKey: chartOfAccountsQueryKey(companyId) });
    },
  });
}
