import { endpoints } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET …/pdf: the printable document. A refusal (404 while the API has no PDF yet) shows the error toast. */
export function getDocumentPdf(workFolderId: string, documentId: string): Promise<Blob> {
  return api.call(endpoints.documentPdf, { params: { workFolderId, documentId } }, { responseType: 'blob' });
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is no longer needed once it is handed over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadDocumentPdf(workFolderId: string) {
  return useMutation({
    mutationFn: async ({ documentId, fileName }: { documentId: string; fileName: string }) => {
      saveBlob(await getDocumentPdf(workFolderId, documentId), fileName);
    },
  });
}
