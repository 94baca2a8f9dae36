import { type AccountingDocument, endpoints, type InvoiceDocumentBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterDocumentSaved } from './refresh-document.ts';

/**
 * docs/seed-spec.md §7: POST …/state/{state}. VALIDATED posts the entry (with a body, the draft is saved first, in
 * the same call); CANCELLED posts the reversing entry dated `cancellationDate` (refused with
 * DOCUMENT_HAS_PAYMENTS).
 */
export function changeDocumentState(
  workFolderId: string,
  documentId: string,
  state: 'VALIDATED' | 'CANCELLED',
  body?: InvoiceDocumentBody,
  cancellationDate?: string,
): Promise<AccountingDocument> {
  return api.call(endpoints.changeDocumentState, {
    params: { workFolderId, documentId, state },
    query: { cancellationDate },
    body,
  });
}

export function useCancelDocument(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, cancellationDate }: { documentId: string; cancellationDate: string }) =>
      changeDocumentState(workFolderId, documentId, 'CANCELLED', undefined, cancellationDate),
    onSuccess: async (document) => {
      showOperationSucceeded();
      await refreshAfterDocumentSaved(queryClient, document);
    },
  });
}
