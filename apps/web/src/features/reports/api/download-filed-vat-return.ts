import { endpoints } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** The PDF of a filed return, laid out as its form, saved as `vat-return-2026-01.pdf`. */
export async function downloadFiledVatReturn(workFolderId: string, vatReturnId: string, period: string) {
  const blob = await api.call(
    endpoints.filedVatReturn,
    { params: { workFolderId, vatReturnId }, query: { format: 'pdf', lang: currentLanguage() } },
    { responseType: 'blob' },
  );
  saveBlob(blob, `vat-return-${period}.pdf`);
}

export function useDownloadFiledVatReturn(workFolderId: string | null) {
  return useMutation({
    mutationFn: ({ vatReturnId, period }: { vatReturnId: string; period: string }) =>
      downloadFiledVatReturn(workFolderId ?? '', vatReturnId, period),
  });
}
