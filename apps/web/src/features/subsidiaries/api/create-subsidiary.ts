import { type Company, type CreateSubsidiaryBody, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { myCompaniesQueryKey } from '../../auth/api/get-my-companies.ts';
import { subsidiariesQueryKey } from './get-subsidiaries.ts';

/** POST …/subsidiaries: the subsidiary opens as at signup, with the caller as its owner. */
export function createSubsidiary(companyId: string, body: CreateSubsidiaryBody): Promise<Company> {
  return api.call(
    endpoints.createSubsidiary,
    { params: { companyId }, body },
    {
      // Field problems show on their fields.
      errorToast: (error) => error.code !== 'VALIDATION_FAILED',
    },
  );
}

export function useCreateSubsidiary(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubsidiaryBody) => createSubsidiary(companyId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      // The list of this screen, and the company switcher that now offers the new company.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subsidiariesQueryKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: myCompaniesQueryKey }),
      ]);
    },
  });
}
