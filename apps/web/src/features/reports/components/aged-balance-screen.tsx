import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { AreaTabs } from '../../invoices/public.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { type AgedBalanceType, useAgedBalance } from '../api/get-aged-balance.ts';
import { AgedBalanceTable } from './aged-balance-table.tsx';
import { ReportFrame } from './report-frame.tsx';

/**
 * /sale/aged-receivables and /purchase/aged-payables: what each customer owes (or each supplier is owed)
 * at a date, by days past the due date; a party's name opens its page, a customer's reminder button
 * downloads its reminder letter.
 */
export function AgedBalanceScreen({ type }: { type: AgedBalanceType }) {
  const { t, i18n } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [searchParams, setSearchParams] = useSearchParams();
  const { workFolderId, folder } = useCurrentWorkFolder();
  const asOf = searchParams.get('asOf') ?? undefined;
  const report = useAgedBalance(workFolderId, type, asOf);
  const data = report.data;
  const setAsOf = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('asOf', value);
        else next.delete('asOf');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <AreaTabs area={type === 'customer' ? 'sale' : 'purchase'} />
      <ReportFrame
        title={tCommon(type === 'customer' ? 'areas.agedReceivables' : 'areas.agedPayables')}
        period={undefined}
        description={
          folder && data
            ? t('aged.description', { folder: folder.name, date: formatCalendarDate(data.asOf, language) })
            : folder?.name
        }
        loading={report.isLoading}
        failed={report.isError}
        periodFilter={false}
        exportTarget={
          data
            ? { report: 'aged-balance', params: { type, asOf: data.asOf }, fileName: `aged-${type}_${data.asOf}` }
            : undefined
        }
        extraFilters={
          <DateField
            label={t('aged.asOf')}
            value={asOf ?? data?.asOf ?? ''}
            onChange={(value) => setAsOf(value)}
            w={{ base: '46%', sm: 190 }}
          />
        }
      >
        {data && <AgedBalanceTable report={data} type={type} />}
      </ReportFrame>
    </>
  );
}
