import { workFolderSchema } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';

/** What closing did (declared beside the API's route; the contract has no schema for it yet). */
export const closingOutcomeSchema = z.object({
  closed: workFolderSchema,
  next: workFolderSchema,
  closingEntryNumber: z.string().nullable(),
  openingEntryNumber: z.string().nullable(),
  result: z.string(),
});
export type ClosingOutcome = z.infer<typeof closingOutcomeSchema>;

export function closeWorkFolder(workFolderId: string): Promise<ClosingOutcome> {
  return api.request(`/v1/accountings/workFolders/${encodeURIComponent(workFolderId)}/close`, {
    method: 'POST',
    schema: closingOutcomeSchema,
  });
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
