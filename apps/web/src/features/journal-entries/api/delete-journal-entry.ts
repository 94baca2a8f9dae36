import { endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { markDeleted } from '../../../lib/deleted-resources.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { journalEntryQueryKey } from './get-journal-entry.ts';
import { documentsQueryKey } from './list-journal-entries.ts';

/** docs/seed-spec.md §4: only a draft can be deleted. */
export function deleteJournalEntry(workFolderId: string, documentId: string): Promise<void> {
  return api.call(endpoints.deleteDocument, { params: { workFolderId, documentId } });
}

export function useDeleteJournalEntry(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteJournalEntry(workFolderId, documentId),
    onSuccess: async (_, documentId) => {
      showOperationSucceeded();
      markDeleted(queryClient, documentId);
      queryClient.removeQueries({ queryKey: journalEntryQueryKey(workFolderId, documentId) });
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey(workFolderId, 'JOURNAL_ENTRY') });
    },
  });
}
