import { type AccountingDocument, type DocumentState, documentSchema } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { JournalEntryBody } from '../entry-form.ts';
import { documentPath } from './get-journal-entry.ts';
import { refreshAfterSave } from './refresh-after-save.ts';

/**
 * VALIDATED with the document body saves the draft and posts it in one call; CANCELLED posts the
 * reversing entry of a validated one.
 */
export function changeJournalEntryState(
  workFolderId: string,
  documentId: string,
  state: Exclude<DocumentState, 'DRAFT'>,
  body?: JournalEntryBody,
): Promise<AccountingDocument> {
  return api.request(`${documentPath(workFolderId, documentId)}/state/${state}`, {
    method: 'POST',
    body,
    schema: documentSchema,
  });
}

export function useChangeJournalEntryState(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      documentId,
      state,
      body,
    }: {
      documentId: string;
      state: Exclude<DocumentState, 'DRAFT'>;
      body?: JournalEntryBody;
    }) => changeJournalEntryState(workFolderId, documentId, state, body),
    onSuccess: (document) => refreshAfterSave(queryClient, document, { posted: true }),
  });
}
