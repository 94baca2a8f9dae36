import { endpoints } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** GET …/pdf: the printable document. A refusal (404 while the API has no PDF yet) shows the error toast. */
export function getDocumentPdf(workFolderId: string, documentId: string): Promise<Blob> {
  return api.call(endpoints.documentPdf, { params: { workFolderId, documentId } }, { responseType: 'blob' });
}

export function useDownloadDocumentPdf(workFolderId: string) {
  return useMutation({
    mutationFn: async ({ documentId, fileName }: { documentId: string; fileName: string }) => {
      saveBlob(await getDocumentPdf(workFolderId, documentId), fileName);
    },
  });
}
