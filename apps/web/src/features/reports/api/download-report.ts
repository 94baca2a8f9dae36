import type { exportFormatSchema } from '@bilan/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { ApiError, type DownloadProgress } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { fileNameFor, saveBlob } from '../../../lib/save-blob.ts';
import { showToast } from '../../../lib/toast.tsx';
import { EXPORTABLE_REPORTS, type ExportableReport } from './report-query.ts';

export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];

/** What a report screen exports: the report and the filters it shows (period, account, type…). */
export interface ReportExport {
  report: ExportableReport;
  params: Record<string, string | undefined>;
  /** The file's name without its extension. */
  fileName: string;
}

/**
 * GET the report as a file (`?format=`), in the reader's language (`lang=` and Accept-Language): the API
 * needs the bearer token, so the file comes through the API client as a Blob, then is saved.
 */
export async function downloadReport(
  workFolderId: string,
  target: ReportExport,
  format: ExportFormat,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<void> {
  const query = { ...target.params, format, lang: currentLanguage() };
  const blob = await api.call(
    EXPORTABLE_REPORTS[target.report],
    { params: { workFolderId }, query },
    { responseType: 'blob', ...(onProgress ? { onDownloadProgress: onProgress } : {}) },
  );
  saveBlob(blob, fileNameFor(blob, `${target.fileName}.${format}`));
}

/** One download at a time: the format being fetched and its percentage (null while the size is unknown). */
export function useDownloadReport(workFolderId: string | null) {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ target, format }: { target: ReportExport; format: ExportFormat }) => {
      setPercent(null);
      return downloadReport(workFolderId ?? '', target, format, ({ loaded, total }) =>
        setPercent(total ? Math.min(100, Math.round((loaded / total) * 100)) : null),
      );
    },
    onError: (error) => {
      // The API client has already shown the toast of an error body or of a network failure.
      if (error instanceof ApiError && (error.body || error.status === 0)) return;
      showToast({
        type: 'error',
        title: i18n.t('reports:export.failedTitle'),
        message: i18n.t('reports:export.failed'),
      });
    },
  });
  return { ...mutation, format: mutation.isPending ? mutation.variables?.format : undefined, percent };
}
