import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconReceiptTax } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatRateText } from '../../../lib/format.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useVatSummary } from '../api/get-vat-summary.ts';
import { formatMonth } from '../chart-scale.ts';
import { periodExport, ReportFrame, useReportAmounts, useReportPeriod } from './report-frame.tsx';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const COLUMNS = ['collectedBase', 'collected', 'deductibleBase', 'deductible', 'due'] as const;

/** /accounting/vat: VAT collected on sales, deductible on purchases, and what is due, per month and rate. */
export function VatSummaryScreen() {
  const { t, i18n } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { workFolderId } = useCurrentWorkFolder();
  const report = useVatSummary(workFolderId, useReportPeriod());
  const amount = useReportAmounts();
  const data = report.data;
  const credit = data?.totals.due.startsWith('-') ?? false;

  return (
    <ReportFrame
      title={tCommon('areas.vatSummary')}
      period={data}
      loading={report.isLoading}
      failed={report.isError}
      exportTarget={periodExport('vat-summary', data)}
    >
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb="md">
            <StatCard
              label={t('vat.collected')}
              value={amount(data.totals.collected, { blankZero: false })}
              icon={<IconArrowUpRight size={20} />}
            />
            <StatCard
              label={t('vat.deductible')}
              value={amount(data.totals.deductible, { blankZero: false })}
              icon={<IconArrowDownLeft size={20} />}
              color="orange"
            />
            <StatCard
              label={credit ? t('vat.credit') : t('vat.due')}
              value={amount(data.totals.due.replace(/^-/, ''), { blankZero: false })}
              icon={<IconReceiptTax size={20} />}
              color={credit ? 'teal' : 'grape'}
            />
          </SimpleGrid>
          <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <Table.ScrollContainer minWidth={760} type="native">
              <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={t('vat.table')}>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>{t('vat.month')}</Table.Th>
                    <Table.Th ta="right">{t('vat.rate')}</Table.Th>
                    {COLUMNS.map((column) => (
                      <Table.Th key={column} ta="right">
                        {t(`vat.${column}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={COLUMNS.length + 2}>
                        <Text c="dimmed" ta="center" py="lg">
                          {t('vat.empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {data.rows.map((row, index) => (
                    <Table.Tr key={`${row.month}-${row.vatRate}`} data-month={row.month} data-rate={row.vatRate}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {/* The month once, on its first rate. */}
                        {data.rows[index - 1]?.month === row.month ? '' : formatMonth(row.month, language)}
                      </Table.Td>
                      <Table.Td ta="right" style={amountStyle}>
                        {formatRateText(row.vatRate, language)}
                      </Table.Td>
                      {COLUMNS.map((column) => (
                        <Table.Td key={column} ta="right" style={amountStyle} fw={column === 'due' ? 600 : undefined}>
                          {amount(row[column])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot bg="gray.1">
                  <Table.Tr data-testid="vat-totals">
                    <Table.Th colSpan={3}>{t('vat.totals')}</Table.Th>
                    <Table.Th ta="right" style={amountStyle}>
                      {amount(data.totals.collected, { blankZero: false })}
                    </Table.Th>
                    <Table.Th />
                    <Table.Th ta="right" style={amountStyle}>
                      {amount(data.totals.deductible, { blankZero: false })}
                    </Table.Th>
                    <Table.Th ta="right" style={amountStyle}>
                      {amount(data.totals.due, { blankZero: false })}
                    </Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </ReportFrame>
  );
}
