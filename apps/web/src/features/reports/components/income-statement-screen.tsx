import { Alert, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useIncomeStatement } from '../api/get-income-statement.ts';
import { ledgerPath } from '../ledger-path.ts';
import { periodExport, ReportFrame, useReportAmounts, useReportPeriod } from './report-frame.tsx';
import { StatementTable } from './statement-table.tsx';

/**
 * /accounting/income-statement: SYSCOHADA income and expenses with their subtotals, down to the net result;
 * a rubric opens to its accounts, an account to its general ledger.
 */
export function IncomeStatementScreen() {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const { workFolderId } = useCurrentWorkFolder();
  const report = useIncomeStatement(workFolderId, useReportPeriod());
  const amount = useReportAmounts();
  const data = report.data;
  return (
    <ReportFrame
      title={tCommon('areas.incomeStatement')}
      period={data}
      loading={report.isLoading}
      failed={report.isError}
      exportTarget={periodExport('income-statement', data)}
    >
      {data && (
        <>
          <StatementTable
            title={tCommon('areas.incomeStatement')}
            refLabel={t('incomeStatement.ref')}
            lines={data.lines}
            ledgerPathOf={(accountId) => ledgerPath(accountId, data)}
            columns={[
              {
                key: 'amount',
                label: t('incomeStatement.amount'),
                value: (line) => amount(line.amount),
                accountValue: (account) => amount(account.amount),
              },
              ...(data.previous
                ? [
                    {
                      key: 'previous',
                      label: t('previousYear', { year: data.previous.to.slice(0, 4) }),
                      value: (line: (typeof data.lines)[number]) => amount(line.previousAmount ?? '0'),
                      accountValue: () => '',
                    },
                  ]
                : []),
            ]}
            footer={
              <Table.Tfoot bg="gray.1">
                <Table.Tr>
                  <Table.Th colSpan={2}>
                    {t('incomeStatement.result')} ({data.result.startsWith('-') ? t('loss') : t('profit')})
                  </Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="net-result">
                    {amount(data.result, { blankZero: false })}
                  </Table.Th>
                  {data.previous && <Table.Td />}
                </Table.Tr>
              </Table.Tfoot>
            }
          />
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
