import { type CreateAccrualBody, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry } from './get-year-end-steps.ts';

export function createAccrual(workFolderId: string, body: CreateAccrualBody) {
  return api.call(endpoints.createAccrual, { params: { workFolderId }, body });
}

/** POST .../year-end/accruals: books an accrual and, when its folder exists, its reversal. */
export function useCreateAccrual(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccrualBody) => createAccrual(workFolderId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
