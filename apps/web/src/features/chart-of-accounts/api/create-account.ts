import { type CompanyAccount, type CreateAccountBody, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { chartOfAccountsQueryKey } from './get-chart-of-accounts.ts';

export function createAccount(companyId: string, body: CreateAccountBody): Promise<CompanyAccount> {
  return api.call(endpoints.createAccount, { params: { companyId }, body });
}

export function useCreateAccount(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccountBody) => createAccount(companyId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await queryClient.invalidateQueries({ queryKey: chartOfAccountsQueryKey(companyId) });
    },
  });
}
