import type { DashboardReport } from '@bilan/contract';
import { Alert, Group, Paper, SegmentedControl, SimpleGrid, Table, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank,
  IconChartLine,
  IconReceipt,
  IconReportMoney,
  IconShoppingCart,
  IconTable,
  IconTrendingUp,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { currencyScaleOf, formatAmountText, formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { chartNumber, formatMonth } from '../chart-scale.ts';
import { type ChartSeries, MonthBarChart, MonthLineChart } from './month-charts.tsx';
import './dashboard-panel.css';

/** The six figures, each leading to the report that explains it. */
const FIGURES = [
  {
    key: 'revenue',
    hint: 'dashboard.revenueHint',
    to: '/accounting/income-statement',
    icon: <IconTrendingUp size={20} />,
    color: 'bilan',
  },
  {
    key: 'expenses',
    hint: 'dashboard.expensesHint',
    to: '/accounting/income-statement',
    icon: <IconShoppingCart size={20} />,
    color: 'orange',
  },
  {
    key: 'result',
    hint: 'dashboard.resultHint',
    to: '/accounting/income-statement',
    icon: <IconReportMoney size={20} />,
    color: 'grape',
  },
  {
    key: 'cash',
    hint: 'dashboard.cashHint',
    to: '/accounting/balance-sheet',
    icon: <IconBuildingBank size={20} />,
    color: 'blue',
  },
  {
    key: 'receivables',
    hint: 'dashboard.receivablesHint',
    to: '/sale/aged-receivables',
    icon: <IconReceipt size={20} />,
    color: 'teal',
  },
  {
    key: 'payables',
    hint: 'dashboard.payablesHint',
    to: '/purchase/aged-payables',
    icon: <IconReceipt size={20} />,
    color: 'red',
  },
] as const;

/**
 * The dashboard of a work folder: revenue, expenses, result, cash, receivables and payables, each leading
 * to the report behind it, then revenue against expenses and the cash month by month. Only for users who
 * may read reports (a refused call would end the session, docs/seed-spec.md §4).
 */
export function DashboardPanel({ workFolderId }: { workFolderId: string }) {
  const { t, i18n } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const canRead = useCan('reports.read');
  const dashboard = useDashboard(workFolderId, {}, canRead);
  const data = dashboard.data;
  if (!canRead) return null;
  const money = (amount: string) =>
    data ? formatAmountText(amount, language, currencyScaleOf(data.currency), { currency: data.currency }) : '';
  return (
    <section aria-labelledby="dashboard-heading">
      <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id="dashboard-heading">
          {t('dashboard.heading')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('dashboard.period', {
              from: formatCalendarDate(data.from, language),
              to: formatCalendarDate(data.to, language),
            })}
          </Text>
        )}
      </Group>
      {dashboard.isError && <Alert color="red">{tCommon('errors.loadFailed')}</Alert>}
      {dashboard.isLoading && <LoadingRows count={2} height={96} radius="lg" />}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb={{ base: 'xs', sm: 'md' }}>
            {FIGURES.map((figure) => {
              const negative = data[figure.key].startsWith('-');
              return (
                <UnstyledButton
                  key={figure.key}
                  component={Link}
                  to={figure.to}
                  data-figure={figure.key}
                  className="dashboard-figure"
                >
                  <StatCard
                    label={t(`dashboard.${figure.key}`)}
                    value={
                      <Text span inherit c={negative ? 'red.8' : undefined}>
                        {money(data[figure.key])}
                      </Text>
                    }
                    icon={figure.icon}
                    color={figure.color}
                    hint={t(figure.hint)}
                  />
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
          <DashboardCharts data={data} money={money} />
        </>
      )}
    </section>
  );
}

function DashboardCharts({ data, money }: { data: DashboardReport; money: (amount: string) => string }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const months = data.months.map((month) => ({
    short: formatMonth(month.month, language, true),
    long: formatMonth(month.month, language),
  }));
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const series = (key: 'revenue' | 'expenses' | 'cash', color: string): ChartSeries => ({
    key,
    label: t(`dashboard.${key}`),
    color,
    values: data.months.map((month) => chartNumber(month[key])),
    texts: data.months.map((month) => money(month[key])),
  });
  const range = {
    from: formatCalendarDate(data.from, language),
    to: formatCalendarDate(data.to, language),
  };
  const flows = [
    series('revenue', 'var(--mantine-color-bilan-6)'),
    series('expenses', 'var(--mantine-color-orange-5)'),
  ];
  const cash = [series('cash', 'var(--mantine-color-blue-6)')];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xs', sm: 'md' }} mb={{ base: 'xs', sm: 'md' }}>
      <ChartCard
        title={t('dashboard.monthlyTitle')}
        testId="chart-revenue-expenses"
        chart={
          <MonthBarChart
            title={t('dashboard.monthlyChart', range)}
            months={months}
            series={flows}
            formatTick={(value) => compact.format(value)}
          />
        }
        table={<MonthTable months={months} series={flows} caption={t('dashboard.monthlyChart', range)} />}
      />
      <ChartCard
        title={t('dashboard.cashTitle')}
        testId="chart-cash"
        chart={
          <MonthLineChart
            title={t('dashboard.cashChart', range)}
            months={months}
            series={cash}
            formatTick={(value) => compact.format(value)}
          />
        }
        table={<MonthTable months={months} series={cash} caption={t('dashboard.cashChart', range)} />}
      />
    </SimpleGrid>
  );
}

/** A chart with its figures one click away as a table (screen readers and exact amounts). */
function ChartCard({
  title,
  testId,
  chart,
  table,
}: {
  title: string;
  testId: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useTranslation('reports');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Group justify="space-between" mb="xs" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm">
          {title}
        </Text>
        <SegmentedControl
          size="xs"
          className="report-no-print"
          value={view}
          onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
          aria-label={title}
          data={[
            {
              value: 'chart',
              label: <IconChartLine size={16} aria-label={t('dashboard.showChart')} />,
            },
            {
              value: 'table',
              label: <IconTable size={16} aria-label={t('dashboard.showTable')} />,
            },
          ]}
        />
      </Group>
      {view === 'chart' ? chart : table}
    </Paper>
  );
}

function MonthTable({
  months,
  series,
  caption,
}: {
  months: readonly { short: string; long: string }[];
  series: readonly ChartSeries[];
  caption: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <Table.ScrollContainer minWidth={280} mah={240} type="native">
      <Table fz="xs" verticalSpacing={3} striped aria-label={caption} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.month')}</Table.Th>
            {series.map((item) => (
              <Table.Th key={item.key} ta="right">
                {item.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month, index) => (
            <Table.Tr key={month.long}>
              <Table.Td>{month.long}</Table.Td>
              {series.map((item) => (
                <Table.Td
                  key={item.key}
                  ta="right"
                  style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {item.texts[index]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
