import { type AppropriationBody, type AppropriationOutcome, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';

export function appropriateResult(workFolderId: string, body: AppropriationBody): Promise<AppropriationOutcome> {
  return api.call(endpoints.appropriateResult, { params: { workFolderId }, body });
}

export function useAppropriateResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workFolderId, body }: { workFolderId: string; body: AppropriationBody }) =>
      appropriateResult(workFolderId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      // The appropriation posts an entry in the next folder: its journals and statements changed.
      await Promise.all(
        [['workFolders'], ['journal'], ['reports']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
