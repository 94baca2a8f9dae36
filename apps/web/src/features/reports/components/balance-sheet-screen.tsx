import { Alert, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useBalanceSheet } from '../api/get-balance-sheet.ts';
import { ledgerPath } from '../ledger-path.ts';
import { EquityCheckAlert } from './equity-check-alert.tsx';
import { periodExport, ReportFrame, useReportAmounts, useReportPeriod } from './report-frame.tsx';
import { StatementTable } from './statement-table.tsx';

/** The previous year's column, when the report has one: its figure per rubric, none per account. */
function previousColumn<Line>(label: string | null, value: (line: Line) => string) {
  return label ? [{ key: 'previous', label, value, accountValue: () => '' }] : [];
}

/** The year's profit or loss, above the two sides. */
function ResultLine({ result, amount }: { result: string; amount: ReturnType<typeof useReportAmounts> }) {
  const { t } = useTranslation('reports');
  return (
    <Group justify="flex-end" mb="sm">
      <Text size="sm" fw={600} data-testid="balance-sheet-result">
        {t('balanceSheet.resultLine', {
          kind: result.startsWith('-') ? t('loss') : t('profit'),
          amount: amount(result.replace(/^-/, ''), { blankZero: false }),
        })}
      </Text>
    </Group>
  );
}

/** A side's total, under its current-year column; the previous year's column stays blank. */
function TotalFooter({
  label,
  value,
  span,
  previous,
}: {
  label: string;
  value: string;
  span: number;
  previous: boolean;
}) {
  return (
    <Table.Tfoot bg="gray.1">
      <Table.Tr>
        <Table.Th colSpan={span}>{label}</Table.Th>
        <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={`total-${label}`}>
          {value}
        </Table.Th>
        {previous && <Table.Td />}
      </Table.Tr>
    </Table.Tfoot>
  );
}

/**
 * /accounting/balance-sheet: SYSCOHADA assets (gross, depreciation, net) beside equity and liabilities;
 * a rubric opens to its accounts, an account to its general ledger.
 */
export function BalanceSheetScreen() {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const { workFolderId } = useCurrentWorkFolder();
  const report = useBalanceSheet(workFolderId, useReportPeriod());
  const amount = useReportAmounts();
  const data = report.data;
  const ledgerPathOf = (accountId: string) => ledgerPath(accountId, data);
  const previousLabel = data?.previous ? t('previousYear', { year: data.previous.to.slice(0, 4) }) : null;
  const total = (label: string, value: string, span: number) => (
    <TotalFooter label={label} value={amount(value, { blankZero: false })} span={span} previous={!!data?.previous} />
  );
  return (
    <ReportFrame
      title={tCommon('areas.balanceSheet')}
      period={data}
      loading={report.isLoading}
      failed={report.isError}
      exportTarget={periodExport('balance-sheet', data)}
    >
      {data && (
        <>
          <ResultLine result={data.result} amount={amount} />
          <EquityCheckAlert check={data.equityCheck} amount={amount} />
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
            <StatementTable
              title={t('balanceSheet.assets')}
              refLabel={t('balanceSheet.ref')}
              lines={data.assets}
              ledgerPathOf={ledgerPathOf}
              columns={[
                {
                  key: 'gross',
                  label: t('balanceSheet.gross'),
                  value: (line) => amount(line.gross),
                  accountValue: (account) => (account.column === 'gross' ? amount(account.amount) : ''),
                },
                {
                  key: 'depreciation',
                  label: t('balanceSheet.depreciation'),
                  value: (line) => amount(line.depreciation),
                  accountValue: (account) => (account.column === 'depreciation' ? amount(account.amount) : ''),
                },
                { key: 'net', label: t('balanceSheet.net'), value: (line) => amount(line.net), accountValue: () => '' },
                ...previousColumn(previousLabel, (line: (typeof data.assets)[number]) =>
                  amount(line.previousNet ?? '0'),
                ),
              ]}
              footer={total(t('balanceSheet.totalAssets'), data.totals.assets, 4)}
            />
            <StatementTable
              title={t('balanceSheet.liabilities')}
              refLabel={t('balanceSheet.ref')}
              lines={data.liabilities}
              ledgerPathOf={ledgerPathOf}
              columns={[
                {
                  key: 'amount',
                  label: t('balanceSheet.amount'),
                  value: (line) => amount(line.amount),
                  accountValue: (account) => amount(account.amount),
                },
                ...previousColumn(previousLabel, (line: (typeof data.liabilities)[number]) =>
                  amount(line.previousAmount ?? '0'),
                ),
              ]}
              footer={total(t('balanceSheet.totalLiabilities'), data.totals.liabilities, 2)}
            />
          </SimpleGrid>
          {data.unmappedAccounts.length > 0 && (
            <Alert color="orange" mt="md">
              {t('unmapped', { accounts: data.unmappedAccounts.map((row) => row.accountNumber).join(', ') })}
            </Alert>
          )}
        </>
      )}
    </ReportFrame>
  );
}
