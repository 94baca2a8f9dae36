import { endpoints, type FiledVatReturn } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';

export function fileVatReturn(workFolderId: string, period: string): Promise<FiledVatReturn> {
  return api.call(endpoints.fileVatReturn, { params: { workFolderId }, body: { period } });
}

/** Files a period's return: its settlement entry posts and the period locks, so every report changed. */
export function useFileVatReturn(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) => fileVatReturn(workFolderId ?? '', period),
    onSuccess: async () => {
      showOperationSucceeded();
      await Promise.all([['journal'], ['reports']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
