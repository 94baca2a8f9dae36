import { Button, Loader } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { EXPORT_FORMATS, type ReportExport, useDownloadReport } from '../api/download-report.ts';

// Mantine's RingProgress brings its Tooltip and floating-ui: it loads with the first download that shows a
// percentage, the spinner standing in meanwhile.
const ExportProgressRing = lazy(() =>
  import('./export-progress-ring.tsx').then((module) => ({ default: module.ExportProgressRing })),
);

/**
 * CSV, XLSX and PDF of the report as the screen shows it (same period and filters, the reader's language).
 * While a file downloads, its button shows the percentage read (or a spinner when the size is unknown)
 * and every button waits.
 */
export function ExportButtons({ target }: { target: ReportExport | undefined }) {
  const { t } = useTranslation('reports');
  const { workFolderId } = useCurrentWorkFolder();
  const download = useDownloadReport(workFolderId);
  return (
    <Button.Group className="report-no-print" aria-label={t('export.label')}>
      {EXPORT_FORMATS.map((format) => {
        const active = download.format === format;
        return (
          <Button
            key={format}
            variant="default"
            size="sm"
            disabled={!target || !workFolderId || download.isPending}
            aria-busy={active}
            aria-label={t('export.as', { format: format.toUpperCase() })}
            data-format={format}
            leftSection={
              active ? (
                download.percent === null ? (
                  <Loader size={14} />
                ) : (
                  <Suspense fallback={<Loader size={14} />}>
                    <ExportProgressRing percent={download.percent} />
                  </Suspense>
                )
              ) : (
                <IconDownload size={16} />
              )
            }
            onClick={() => target && download.mutate({ target, format })}
          >
            {active && download.percent !== null
              ? t('export.percent', { percent: download.percent })
              : format.toUpperCase()}
          </Button>
        );
      })}
    </Button.Group>
  );
}
