import { type CreateDoubtfulReceivableBody, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry } from './get-year-end-steps.ts';

export function createDoubtfulReceivable(workFolderId: string, body: CreateDoubtfulReceivableBody) {
  return api.call(endpoints.createDoubtfulReceivable, { params: { workFolderId }, body });
}

/** POST .../year-end/doubtful-receivables: a customer's items to 416, the part at risk depreciated. */
export function useCreateDoubtfulReceivable(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDoubtfulReceivableBody) => createDoubtfulReceivable(workFolderId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
