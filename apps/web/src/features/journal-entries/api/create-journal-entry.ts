import { type AccountingDocument, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { JournalEntryBody } from '../entry-form.ts';
import { journalEntryQueryKey } from './get-journal-entry.ts';
import { refreshAfterSave } from './refresh-after-save.ts';

export function createJournalEntry(workFolderId: string, body: JournalEntryBody): Promise<AccountingDocument> {
  return api.call(endpoints.createDocument, { params: { workFolderId }, body });
}

/**
 * Saves a new entry as a draft. `quiet` leaves the toast and the re-fetch to the validation that
 * follows at once; the draft is cached either way, so the editor can keep working on it.
 */
export function useCreateJournalEntry(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: JournalEntryBody; quiet?: boolean }) => createJournalEntry(workFolderId, body),
    onSuccess: async (document, { quiet }) => {
      queryClient.setQueryData(journalEntryQueryKey(document.workFolderId, document.id), document);
      if (!quiet) await refreshAfterSave(queryClient, document, { posted: false });
    },
  });
}
