import { endpoints, type InvoiceType } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { markDeleted } from '../../../lib/deleted-resources.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { documentQueryKey } from './get-document.ts';
import { documentListsKey } from './get-documents.ts';

/** docs/seed-spec.md §7: DELETE on the document's path removes a draft (only a draft). */
export function deleteDocument(workFolderId: string, documentId: string): Promise<void> {
  return api.call(endpoints.deleteDocument, { params: { workFolderId, documentId } });
}

export function useDeleteDocument(workFolderId: string, type: InvoiceType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(workFolderId, documentId),
    onSuccess: async (_answer, documentId) => {
      showOperationSucceeded();
      markDeleted(queryClient, documentId);
      queryClient.removeQueries({ queryKey: documentQueryKey(workFolderId, documentId) });
      await queryClient.invalidateQueries({ queryKey: documentListsKey(workFolderId, type) });
    },
  });
}
