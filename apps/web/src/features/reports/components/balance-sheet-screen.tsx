import { Alert, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useBalanceSheet } from '../api/get-balance-sheet.ts';
import { ledgerPath } from '../ledger-path.ts';
import { EquityCheckAlert } from './equity-check-alert.tsx';
import { periodExport, ReportFrame, useReportAmounts, useReportPeriod } from './report-frame.tsx';
import { StatementTable } from './statement-table.tsx';

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
    <Table.Tfoot bg="gray.1">
      <Table.Tr>
        <Table.Th colSpan={span}>{label}</Table.Th>
        <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={`total-${label}`}>
          {amount(value, { blankZero: false })}
        </Table.Th>
        {data?.previous && <Table.Td />}
      </Table.Tr>
    </Table.Tfoot>
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
          <Group justify="flex-end" mb="sm">
            <Text size="sm" fw={600} data-testid="balance-sheet-result">
              {t('balanceSheet.resultLine', {
                kind: data.result.startsWith('-') ? t('loss') : t('profit'),
                amount: amount(data.result.replace(/^-/, ''), { blankZero: false }),
              })}
            </Text>
          </Group>
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
                ...(previousLabel
                  ? [
                      {
                        key: 'previous',
                        label: previousLabel,
                        value: (line: (typeof data.assets)[number]) => amount(line.previousNet ?? '0'),
                        accountValue: () => '',
                      },
                    ]
                  : []),
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
                ...(previousLabel
                  ? [
                      {
                        key: 'previous',
                        label: previousLabel,
                        value: (line: (typeof data.liabilities)[number]) => amount(line.previousAmount ?? '0'),
                        accountValue: () => '',
                      },
                    ]
                  : []),
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
