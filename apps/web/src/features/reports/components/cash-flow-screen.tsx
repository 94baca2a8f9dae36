import type { CashFlowStatementReport } from '@bilan/contract';
import { Alert, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useCashFlowStatement } from '../api/get-cash-flow-statement.ts';
import { ReportFrame, useReportAmounts } from './report-frame.tsx';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** /accounting/cash-flow: the TFT of the folder with its official references, N and N-1, and whether it ties. */
export function CashFlowScreen() {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const { workFolderId } = useCurrentWorkFolder();
  const report = useCashFlowStatement(workFolderId);
  const amount = useReportAmounts();
  const data = report.data;
  // Under the minimal cash system the company files no TFT: the refusal is the answer, not a failure.
  const minimalCash = report.error instanceof ApiError && report.error.code === 'CASH_FLOW_REQUIRES_NORMAL_SYSTEM';
  return (
    <ReportFrame
      title={tCommon('areas.cashFlow')}
      period={data}
      loading={report.isLoading}
      failed={report.isError && !minimalCash}
      periodFilter={false}
      exportTarget={
        data
          ? { report: 'cash-flow-statement', params: {}, fileName: `cash-flow-statement_${data.from}_${data.to}` }
          : undefined
      }
    >
      {minimalCash && (
        <Alert color="blue" title={t('cashFlow.minimalCashTitle')} data-testid="cash-flow-minimal-cash">
          {t('cashFlow.minimalCash')}
        </Alert>
      )}
      {data && <CashFlowTable data={data} />}
      {data && !data.ties && (
        <Alert color="orange" mt="md" title={t('cashFlow.notTiedTitle')}>
          {t('cashFlow.notTied', {
            treasury: amount(data.closingTreasury, { blankZero: false }),
            accounts: data.unmappedAccounts.join(', ') || '—',
          })}
        </Alert>
      )}
    </ReportFrame>
  );
}

function CashFlowTable({ data }: { data: CashFlowStatementReport }) {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const amount = useReportAmounts();
  return (
    <ScrollTable minWidth={640} label={tCommon('areas.cashFlow')}>
      <Table aria-label={tCommon('areas.cashFlow')} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cashFlow.ref')}</Table.Th>
            <Table.Th>{t('cashFlow.label')}</Table.Th>
            <Table.Th ta="right">{t('cashFlow.amount')}</Table.Th>
            {data.previous && (
              <Table.Th ta="right">{t('previousYear', { year: data.previous.to.slice(0, 4) })}</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.lines.map((line) => {
            const strong = line.kind !== 'line';
            return (
              <Table.Tr
                key={line.ref}
                data-ref={line.ref}
                fw={strong ? 700 : undefined}
                bg={strong ? 'gray.1' : undefined}
              >
                <Table.Td>{line.ref}</Table.Td>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td ta="right" style={amountStyle}>
                  {amount(line.amount, { blankZero: !strong })}
                </Table.Td>
                {data.previous && (
                  <Table.Td ta="right" style={amountStyle}>
                    {amount(line.previousAmount ?? '0', { blankZero: !strong })}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
