import { type EInvoiceImport, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export interface ImportEInvoiceVariables {
  file: File;
  createSupplier: boolean;
  exchangeRate: string | null;
}

/** POST …/e-invoices: the file becomes a draft (201), or its unknown supplier is proposed (200, nothing written). */
export function useImportEInvoice(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, createSupplier, exchangeRate }: ImportEInvoiceVariables): Promise<EInvoiceImport> =>
      api.call(endpoints.importEInvoice, {
        params: { workFolderId: workFolderId ?? '' },
        body: { fileName: file.name, content: await fileToBase64(file), createSupplier, exchangeRate },
      }),
    onSuccess: (answer) => {
      if (answer.document) void queryClient.invalidateQueries();
    },
  });
}

/** GET …/factur-x: the invoice as a Factur-X PDF/A-3 with its factur-x.xml. */
export function useDownloadFacturX(workFolderId: string | null) {
  return useMutation({
    mutationFn: async ({ documentId, fileName }: { documentId: string; fileName: string }) => {
      const blob = await api.call(
        endpoints.facturXPdf,
        { params: { workFolderId: workFolderId ?? '', documentId } },
        { responseType: 'blob' },
      );
      saveBlob(blob, fileName);
    },
  });
}
