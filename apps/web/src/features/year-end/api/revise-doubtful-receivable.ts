import { endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry } from './get-year-end-steps.ts';

export function reviseDoubtfulReceivable(
  workFolderId: string,
  receivableId: string,
  body: { date: string; allowance: string },
) {
  return api.call(endpoints.reviseDoubtfulReceivable, { params: { workFolderId, receivableId }, body });
}

/** POST .../doubtful-receivables/{id}/allowance: the allowance brought to what is at risk now. */
export function useReviseDoubtfulReceivable(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { receivableId: string; date: string; allowance: string }) =>
      reviseDoubtfulReceivable(workFolderId, input.receivableId, { date: input.date, allowance: input.allowance }),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
