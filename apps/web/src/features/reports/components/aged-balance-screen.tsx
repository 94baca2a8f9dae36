import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { AreaTabs } from '../../invoices/public.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { type AgedBalanceType, useAgedBalance } from '../api/get-aged-balance.ts';
import { ReportFrame, useReportAmounts } from './report-frame.tsx';

const BUCKETS = ['notDue', 'days0To30', 'days31To60', 'days61To90', 'over90'] as const;
const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * /sale/aged-receivables and /purchase/aged-payables: what each customer owes (or each supplier is owed)
 * at a date, by days past the due date; a party's name opens its page.
 */
export function AgedBalanceScreen({ type }: { type: AgedBalanceType }) {
  const { t, i18n } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [searchParams, setSearchParams] = useSearchParams();
  const { workFolderId, folder } = useCurrentWorkFolder();
  const asOf = searchParams.get('asOf') ?? undefined;
  const report = useAgedBalance(workFolderId, type, asOf);
  const amount = useReportAmounts();
  const data = report.data;
  const partyPath = type === 'customer' ? '/apps/company/customer' : '/apps/company/supplier';
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
        {data && (
          <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <ScrollTable minWidth={860} label={t(`aged.${type}Caption`)}>
              <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={t(`aged.${type}Caption`)}>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>{t('aged.party')}</Table.Th>
                    <Table.Th ta="right">{t('aged.documents')}</Table.Th>
                    {BUCKETS.map((bucket) => (
                      <Table.Th key={bucket} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {t(`aged.${bucket}`)}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{t('aged.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.parties.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={BUCKETS.length + 3}>
                        <Text c="dimmed" ta="center" py="lg">
                          {t(type === 'customer' ? 'aged.emptyCustomer' : 'aged.emptySupplier')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {data.parties.map((party) => (
                    <Table.Tr key={party.partyId} data-party={party.code}>
                      <Table.Td>
                        <Anchor component={Link} to={`${partyPath}/${party.partyId}`} size="sm" fw={600}>
                          {party.name}
                        </Anchor>
                        <Text span size="xs" c="dimmed" ff="monospace" ml={8}>
                          {party.code}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{new Intl.NumberFormat(language).format(party.documents)}</Table.Td>
                      {BUCKETS.map((bucket) => (
                        <Table.Td
                          key={bucket}
                          ta="right"
                          style={amountStyle}
                          data-bucket={bucket}
                          c={bucket === 'over90' || bucket === 'days61To90' ? 'red.8' : undefined}
                        >
                          {amount(party[bucket])}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" style={amountStyle} fw={700}>
                        {amount(party.total, { blankZero: false })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot bg="gray.1">
                  <Table.Tr data-testid="aged-totals">
                    <Table.Th colSpan={2}>{t('aged.totals')}</Table.Th>
                    {BUCKETS.map((bucket) => (
                      <Table.Th key={bucket} ta="right" style={amountStyle}>
                        {amount(data.totals[bucket], { blankZero: false })}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right" style={amountStyle}>
                      {amount(data.totals.total, { blankZero: false })}
                    </Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </ScrollTable>
          </Paper>
        )}
      </ReportFrame>
    </>
  );
}
