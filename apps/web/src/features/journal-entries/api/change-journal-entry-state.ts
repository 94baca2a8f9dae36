import { type AccountingDocument, type DocumentState, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { JournalEntryBody } from '../entry-form.ts';
import { refreshAfterSave } from './refresh-after-save.ts';

/**
 * VALIDATED with the document body saves the draft and posts it in one call; CANCELLED posts the
 * reversing entry of a validated one, dated `cancellationDate`.
 */
export function changeJournalEntryState(
  workFolderId: string,
  documentId: string,
  state: Exclude<DocumentState, 'DRAFT'>,
  body?: JournalEntryBody,
  cancellationDate?: string,
): Promise<AccountingDocument> {
  return api.call(endpoints.changeDocumentState, {
    params: { workFolderId, documentId, state },
    query: { cancellationDate },
    body,
  });
}

export function useChangeJournalEntryState(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      documentId,
      state,
      body,
      cancellationDate,
    }: {
      documentId: string;
      state: Exclude<DocumentState, 'DRAFT'>;
      body?: JournalEntryBody;
      cancellationDate?: string;
    }) => changeJournalEntryState(workFolderId, documentId, state, body, cancellationDate),
    onSuccess: (document) => refreshAfterSave(queryClient, document, { posted: true }),
  });
}
