import { endpoints } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * GET …/customers/{id}/reminder-letter: the customer's overdue items as a PDF letter, in the company's
 * language. A refusal (422 NOTHING_OVERDUE) shows the error toast.
 */
export function getReminderLetter(workFolderId: string, customerId: string, asOf: string | undefined): Promise<Blob> {
  return api.call(
    endpoints.reminderLetter,
    { params: { workFolderId, customerId }, query: { asOf } },
    { responseType: 'blob' },
  );
}

/** Downloads the letter as `relance-<code>-<date>.pdf` (or `reminder-…` in English). */
export function useDownloadReminderLetter(workFolderId: string | null) {
  return useMutation({
    mutationFn: async ({ customerId, fileName, asOf }: { customerId: string; fileName: string; asOf?: string }) => {
      saveBlob(await getReminderLetter(workFolderId ?? '', customerId, asOf), fileName);
    },
  });
}
