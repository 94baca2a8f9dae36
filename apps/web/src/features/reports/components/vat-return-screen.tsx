import type { VatReturnReport } from '@bilan/contract';
import { Paper, Select, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconReceiptTax } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useVatPeriods } from '../api/get-vat-periods.ts';
import { useVatReturn } from '../api/get-vat-return.ts';
import { formatMonth } from '../chart-scale.ts';
import { isMoreThan } from '../vat-amounts.ts';
import { ReportFrame, useReportAmounts } from './report-frame.tsx';
import { VatFilingPanel } from './vat-filing-panel.tsx';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The months and calendar quarters of a folder, as the API names them (2026-03, 2026-Q1). */
export function vatPeriodsOf(folder: { startDate: string; endDate: string }): { months: string[]; quarters: string[] } {
  const months: string[] = [];
  for (let month = folder.startDate.slice(0, 7); month <= folder.endDate.slice(0, 7); ) {
    months.push(month);
    const [year = 0, number = 0] = month.split('-').map(Number);
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  const quarters = months
    .filter((month) => Number(month.slice(5)) % 3 === 1)
    .filter((month) => {
      const last = `${month.slice(0, 5)}${String(Number(month.slice(5)) + 2).padStart(2, '0')}`;
      return months.includes(last);
    })
    .map((month) => `${month.slice(0, 4)}-Q${(Number(month.slice(5)) + 2) / 3}`);
  return { months, quarters };
}

/**
 * /accounting/vat?period=2026-03: the VAT return of a month, a quarter or the folder, from the VAT
 * accounts of the ledger; Cameroon's principal and CAC apart, the form line by line, and the bases by
 * rate of the documents. A period of the company's returns shows its state: filed (locked, its PDF,
 * its payment, its refund claim) or open (its deadline and the button that files it).
 */
export function VatReturnScreen() {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = searchParams.get('period') ?? undefined;
  const { workFolderId, folder } = useCurrentWorkFolder();
  const report = useVatReturn(workFolderId, period);
  const amount = useReportAmounts();
  const data = report.data;
  const { options, labelOf, stateOf } = useVatPeriodOptions(workFolderId, folder);
  const chosen = period ? stateOf(period) : undefined;
  const choose = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('period', value);
        else next.delete('period');
        return next;
      },
      { replace: true },
    );

  return (
    <ReportFrame
      title={tCommon('areas.vatReturn')}
      period={data}
      loading={report.isLoading}
      failed={report.isError}
      periodFilter={false}
      exportTarget={
        data ? { report: 'vat-return', params: { period }, fileName: `vat-return_${data.from}_${data.to}` } : undefined
      }
      extraFilters={
        <Select
          label={t('vat.period')}
          placeholder={t('vat.wholeFolder')}
          data={options}
          value={period ?? null}
          onChange={choose}
          clearable
          w={{ base: '100%', sm: 260 }}
        />
      }
    >
      {chosen && workFolderId && (
        <VatFilingPanel
          workFolderId={workFolderId}
          period={chosen}
          periodLabel={labelOf(chosen.period)}
          amount={amount}
        />
      )}
      {data && <VatReturnBody data={data} amount={amount} />}
    </ReportFrame>
  );
}

/**
 * The periods the picker offers: the company's return periods (as the API lists them, filed ones
 * marked), then the other months and quarters of the folder, whose return can be read, not filed.
 */
function useVatPeriodOptions(workFolderId: string | null, folder: { startDate: string; endDate: string } | null) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const returns = useVatPeriods(workFolderId).data?.items ?? [];
  const periods = folder ? vatPeriodsOf(folder) : { months: [], quarters: [] };
  const labelOf = (code: string) => {
    if (code.length === 4) return code;
    if (code.includes('Q')) return t('vat.quarter', { quarter: code.slice(6), year: code.slice(0, 4) });
    return formatMonth(code, language);
  };
  const stateOf = (code: string) => returns.find((item) => item.period === code);
  const label = (code: string) => {
    const state = stateOf(code);
    if (state?.state !== 'FILED') return labelOf(code);
    return `${labelOf(code)} — ${t('vat.filed')}${isMoreThan(state.netDue ?? '0', state.amountPaid) ? '' : `, ${t('vat.paid')}`}`;
  };
  const codes = [...new Set([...returns.map((item) => item.period), ...periods.quarters, ...periods.months])];
  return { options: codes.map((code) => ({ value: code, label: label(code) })), labelOf, stateOf };
}

type Amount = ReturnType<typeof useReportAmounts>;

function VatReturnBody({ data, amount }: { data: VatReturnReport; amount: Amount }) {
  return (
    <>
      <VatSummaryCards data={data} amount={amount} />
      <VatFiguresTable data={data} amount={amount} />
      <VatBasesTable data={data} amount={amount} />
      {data.form.lines.length > 0 && <VatFormTable data={data} amount={amount} />}
    </>
  );
}

/** Collected, deductible, and what is due or in credit. */
function VatSummaryCards({ data, amount }: { data: VatReturnReport; amount: Amount }) {
  const { t } = useTranslation('reports');
  const inCredit = !/^0+(\.0+)?$/.test(data.credit);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb="md">
      <StatCard
        label={t('vat.collected')}
        value={amount(data.collected, { blankZero: false })}
        icon={<IconArrowUpRight size={20} />}
      />
      <StatCard
        label={t('vat.deductible')}
        value={amount(data.deductible, { blankZero: false })}
        icon={<IconArrowDownLeft size={20} />}
        color="orange"
      />
      <StatCard
        label={inCredit ? t('vat.credit') : t('vat.netDue')}
        value={amount(inCredit ? data.credit : data.netDue, { blankZero: false })}
        icon={<IconReceiptTax size={20} />}
        color={inCredit ? 'teal' : 'grape'}
      />
    </SimpleGrid>
  );
}

/** The figures of the return; for Cameroon, each with its principal (17.5 %) and CAC (10 % of it). */
function VatFiguresTable({ data, amount }: { data: VatReturnReport; amount: Amount }) {
  const { t } = useTranslation('reports');
  const cameroon = data.cameroon;
  type Figure =
    | 'collected'
    | 'deductibleFixedAssets'
    | 'deductibleGoodsAndServices'
    | 'deductible'
    | 'creditCarriedForward'
    | 'netDue'
    | 'credit';
  const figures: Array<{ key: Figure; value: string; split?: { principal: string; cac: string } | undefined }> = [
    { key: 'collected', value: data.collected, split: cameroon?.collected },
    { key: 'deductibleFixedAssets', value: data.deductibleFixedAssets },
    { key: 'deductibleGoodsAndServices', value: data.deductibleGoodsAndServices },
    // Cameroon splits the whole deductible VAT (fixed assets and goods and services), so the split sits on its total.
    { key: 'deductible', value: data.deductible, split: cameroon?.deductible },
    { key: 'creditCarriedForward', value: data.creditCarriedForward },
    { key: 'netDue', value: data.netDue, split: cameroon?.netDue },
    { key: 'credit', value: data.credit, split: cameroon?.credit },
  ];
  return (
    <Section title={t('vat.figures')}>
      <Table verticalSpacing={6} fz="sm" aria-label={t('vat.figures')}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <HiddenHeader word="item" />
            <Table.Th ta="right">{t('vat.amount')}</Table.Th>
            {cameroon && <Table.Th ta="right">{t('vat.principal')}</Table.Th>}
            {cameroon && <Table.Th ta="right">{t('vat.cac')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.map((figure) => (
            <Table.Tr key={figure.key} data-figure={figure.key}>
              <Table.Td fw={figure.key === 'netDue' || figure.key === 'credit' ? 700 : undefined}>
                {t(`vat.${figure.key}`)}
              </Table.Td>
              <Table.Td ta="right" style={amountStyle}>
                {amount(figure.value, { blankZero: false })}
              </Table.Td>
              {cameroon && (
                <Table.Td ta="right" style={amountStyle}>
                  {figure.split ? amount(figure.split.principal) : ''}
                </Table.Td>
              )}
              {cameroon && (
                <Table.Td ta="right" style={amountStyle}>
                  {figure.split ? amount(figure.split.cac) : ''}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/** The validated documents' bases and VAT, by rate. */
function VatBasesTable({ data, amount }: { data: VatReturnReport; amount: Amount }) {
  const { t, i18n } = useTranslation('reports');
  const rate = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 2 });
  return (
    <Section title={t('vat.bases')}>
      <Table striped verticalSpacing={6} fz="sm" aria-label={t('vat.bases')}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {(['rate', 'salesBase', 'salesVat', 'purchasesBase', 'purchasesVat'] as const).map((key) => (
              <Table.Th key={key} ta="right">
                {t(`vat.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.bases.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" ta="center" py="md">
                  {t('vat.noBases')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {data.bases.map((row) => (
            <Table.Tr key={row.vatRate} data-rate={row.vatRate}>
              <Table.Td ta="right" style={amountStyle}>
                {rate.format(row.vatRate as Intl.StringNumericLiteral)} %
              </Table.Td>
              {(['salesBase', 'salesVat', 'purchasesBase', 'purchasesVat'] as const).map((key) => (
                <Table.Td key={key} ta="right" style={amountStyle}>
                  {amount(row[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/** The company's form (Cameroon monthly DGI, CA3, CA12), line by line. */
function VatFormTable({ data, amount }: { data: VatReturnReport; amount: Amount }) {
  const { t } = useTranslation('reports');
  return (
    <Section title={t('vat.form')}>
      <Table striped verticalSpacing={6} fz="sm" aria-label={t('vat.form')}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('vat.box')}</Table.Th>
            <Table.Th>{t('vat.label')}</Table.Th>
            <Table.Th ta="right">{t('vat.base')}</Table.Th>
            <Table.Th ta="right">{t('vat.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.form.lines.map((box) => (
            <Table.Tr key={box.box} data-box={box.box}>
              <Table.Td ff="monospace">{box.box}</Table.Td>
              <Table.Td>{box.label}</Table.Td>
              <Table.Td ta="right" style={amountStyle}>
                {box.base === null ? '' : amount(box.base, { blankZero: false })}
              </Table.Td>
              <Table.Td ta="right" style={amountStyle}>
                {box.amount === null ? '' : amount(box.amount, { blankZero: false })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" mb="md" style={{ overflow: 'hidden' }}>
      <Title order={2} size="h5" px="md" py={8} bg="gray.0">
        {title}
      </Title>
      <ScrollTable minWidth={560} label={title}>
        {children}
      </ScrollTable>
    </Paper>
  );
}
