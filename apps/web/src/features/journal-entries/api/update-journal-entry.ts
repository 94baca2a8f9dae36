import { type AccountingDocument, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { JournalEntryBody } from '../entry-form.ts';
import { refreshAfterSave } from './refresh-after-save.ts';

export function updateJournalEntry(
  workFolderId: string,
  documentId: string,
  body: JournalEntryBody,
): Promise<AccountingDocument> {
  return api.call(endpoints.updateDocument, { params: { workFolderId, documentId }, body });
}

export function useUpdateJournalEntry(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: JournalEntryBody }) =>
      updateJournalEntry(workFolderId, documentId, body),
    onSuccess: (document) => refreshAfterSave(queryClient, document, { posted: false }),
  });
}
