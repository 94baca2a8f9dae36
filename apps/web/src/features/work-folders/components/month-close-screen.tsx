import { Alert, Badge, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { todayIsoDate } from '../../../lib/format.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useMonthClose } from '../api/get-month-close.ts';
import { defaultMonth, monthsOf } from '../month-close-period.ts';
import { MonthCloseSections } from './month-close-sections.tsx';

function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** /accounting/month-close?period=2026-01: what remains before a month of the current folder is done. */
export function MonthCloseScreen() {
  const { t, i18n } = useTranslation('workFolders');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [searchParams, setSearchParams] = useSearchParams();
  const { workFolderId, folder } = useCurrentWorkFolder();
  const months = folder ? monthsOf(folder) : [];
  const asked = searchParams.get('period');
  const period = asked && months.includes(asked) ? asked : folder ? defaultMonth(folder, todayIsoDate()) : null;
  const report = useMonthClose(workFolderId, period);
  const choose = (value: string | null) => {
    if (value) setSearchParams({ period: value }, { replace: true });
  };
  return (
    <>
      <PageHeader
        title={tCommon('areas.monthClose')}
        description={
          <Group gap={8}>
            {t('monthClose.description')}
            {report.data && (
              <Badge variant="light" color={report.data.ready ? 'green' : 'orange'}>
                {report.data.ready ? t('monthClose.ready') : t('monthClose.notReady')}
              </Badge>
            )}
          </Group>
        }
      />
      <Stack gap="md">
        <Select
          label={t('monthClose.month')}
          data={months.map((month) => ({ value: month, label: monthLabel(month, language) }))}
          value={period}
          onChange={choose}
          allowDeselect={false}
          maw={260}
        />
        {!workFolderId && <Alert color="blue">{tCommon('workFolder.none')}</Alert>}
        {report.isError && <Alert color="red">{t('monthClose.failed')}</Alert>}
        {report.isLoading && <LoadingRows count={4} height={96} radius="lg" />}
        {report.data && <MonthCloseSections report={report.data} />}
      </Stack>
    </>
  );
}
