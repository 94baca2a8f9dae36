import { type BookProvisionBody, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry } from './get-year-end-steps.ts';

export function bookProvision(workFolderId: string, body: BookProvisionBody) {
  return api.call(endpoints.bookProvision, { params: { workFolderId }, body });
}

/** POST .../year-end/provisions: a provision brought to an amount. */
export function useBookProvision(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookProvisionBody) => bookProvision(workFolderId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
