import { Alert, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { currencyScaleOf, formatAmountText, formatCalendarDate } from '../../../lib/format.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import type { ReportExport } from '../api/download-report.ts';
import type { ExportableReport, ReportPeriod } from '../api/report-query.ts';
import { ExportButtons } from './export-buttons.tsx';
import './report-print.css';
import { DateField } from '../../../components/ui/date-field.tsx';

/** The period of a report lives in the address (?from=&to=), so a report can be bookmarked or shared. */
export function useReportPeriod(): ReportPeriod {
  const [searchParams] = useSearchParams();
  return { from: searchParams.get('from') ?? undefined, to: searchParams.get('to') ?? undefined };
}

/** The export of a report over the period the API answered for, with the screen's other filters. */
export function periodExport(
  report: ExportableReport,
  answered: { from: string; to: string } | undefined,
  params: Record<string, string | undefined> = {},
  name: string = report,
): ReportExport | undefined {
  if (!answered) return undefined;
  return {
    report,
    params: { from: answered.from, to: answered.to, ...params },
    fileName: `${name}_${answered.from}_${answered.to}`,
  };
}

/** Amounts of a report in the user's language with the currency's decimals; zero shows as a blank cell. */
export function useReportAmounts(currency?: string | null) {
  const { i18n } = useTranslation();
  const money = useCompanyMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  // A treasury account kept in a foreign currency reports in that currency's minor units.
  const scale = currency ? currencyScaleOf(currency) : (money.scale ?? 0);
  return (text: string, { blankZero = true }: { blankZero?: boolean } = {}) =>
    blankZero && /^-?0+(\.0+)?$/.test(text) ? '' : formatAmountText(text, language, scale);
}

/** The report's period: from and to, within the folder, kept in the address. */
function PeriodFields() {
  const { t } = useTranslation('reports');
  const [searchParams, setSearchParams] = useSearchParams();
  const { folder } = useCurrentWorkFolder();
  const setDate = (name: 'from' | 'to', value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <DateField
        label={t('period.from')}
        value={searchParams.get('from') ?? ''}
        min={folder?.startDate}
        max={folder?.endDate}
        onChange={(value) => setDate('from', value)}
        w={{ base: '46%', sm: 190 }}
      />
      <DateField
        label={t('period.to')}
        value={searchParams.get('to') ?? ''}
        min={folder?.startDate}
        max={folder?.endDate}
        onChange={(value) => setDate('to', value)}
        w={{ base: '46%', sm: 190 }}
      />
    </>
  );
}

/**
 * A report screen: its title, the folder and period it covers, the export buttons, the period filter and
 * its body. A report of one date (aged balances) leaves the period filter out and says what it covers.
 */
export function ReportFrame({
  title,
  period,
  description,
  loading,
  failed,
  exportTarget,
  periodFilter = true,
  extraFilters,
  children,
}: {
  title: string;
  /** The period the API answered for (its defaults filled in). */
  period: { from: string; to: string } | undefined;
  /** Replaces the line under the title (folder and period). */
  description?: ReactNode;
  loading: boolean;
  failed: boolean;
  /** What the export buttons download; they wait while it is undefined (no answer yet). */
  exportTarget?: ReportExport | undefined;
  periodFilter?: boolean;
  extraFilters?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { workFolderId, folder } = useCurrentWorkFolder();
  return (
    <>
      <PageHeader
        title={title}
        description={
          description ??
          (folder && period
            ? t('period.description', {
                folder: folder.name,
                from: formatCalendarDate(period.from, language),
                to: formatCalendarDate(period.to, language),
              })
            : folder?.name)
        }
        actions={<ExportButtons target={exportTarget} />}
      />
      {!workFolderId && <Alert color="blue">{tCommon('workFolder.none')}</Alert>}
      {(periodFilter || extraFilters) && (
        <Paper withBorder radius="lg" p="md" mb="md" className="report-no-print">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {periodFilter && <PeriodFields />}
            {extraFilters}
          </Group>
        </Paper>
      )}
      {failed && <Alert color="red">{tCommon('errors.loadFailed')}</Alert>}
      {loading && (
        <Paper withBorder radius="lg" p="md">
          <LoadingRows count={10} height={22} />
        </Paper>
      )}
      {children}
    </>
  );
}
