import { endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry } from './get-year-end-steps.ts';

export function writeOffDoubtfulReceivable(workFolderId: string, receivableId: string, date: string) {
  return api.call(endpoints.writeOffDoubtfulReceivable, { params: { workFolderId, receivableId }, body: { date } });
}

/** POST .../doubtful-receivables/{id}/write-off: a lost debt written off, its VAT recovered. */
export function useWriteOffDoubtfulReceivable(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { receivableId: string; date: string }) =>
      writeOffDoubtfulReceivable(workFolderId, input.receivableId, input.date),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
