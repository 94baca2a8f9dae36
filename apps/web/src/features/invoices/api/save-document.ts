import type { AccountingDocument, InvoiceDocumentBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { changeDocumentState } from './change-document-state.ts';
import { createDocument } from './create-document.ts';
import { refreshAfterDocumentSaved } from './refresh-document.ts';
import { updateDocument } from './update-document.ts';

export interface SaveDocumentRequest {
  /** The draft to save; null to create one. */
  id: string | null;
  body: InvoiceDocumentBody;
  /** Validate right after saving: the entry is posted and the document numbered. */
  validate: boolean;
}

export async function saveDocument(workFolderId: string, request: SaveDocumentRequest): Promise<AccountingDocument> {
  if (request.id === null) {
    const created = await createDocument(workFolderId, request.body);
    return request.validate ? changeDocumentState(workFolderId, created.id, 'VALIDATED') : created;
  }
  return request.validate
    ? changeDocumentState(workFolderId, request.id, 'VALIDATED', request.body)
    : updateDocument(workFolderId, request.id, request.body);
}

/** Creates or saves an invoice or credit note, optionally validating it, with one success toast. */
export function useSaveDocument(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveDocumentRequest) => saveDocument(workFolderId, request),
    onSuccess: async (document) => {
      showOperationSucceeded();
      await refreshAfterDocumentSaved(queryClient, document);
    },
  });
}
