import { type ClosingOutcome, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';

export function closeWorkFolder(workFolderId: string): Promise<ClosingOutcome> {
  return api.call(endpoints.closeWorkFolder, { params: { workFolderId } });
}

export function useCloseWorkFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeWorkFolder,
    onSuccess: async () => {
      showOperationSucceeded();
      // Closing posts entries and opens a folder: lists, documents, journals and reports all changed.
      await Promise.all(
        [['workFolders'], ['documents'], ['journal'], ['reports']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
