import { Anchor, Paper, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BeforeClosingSwitch, useBeforeClosing } from '../../../components/ui/before-closing-switch.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useTrialBalance } from '../api/get-trial-balance.ts';
import { ledgerPath } from '../ledger-path.ts';
import { periodExport, ReportFrame, useReportAmounts, useReportPeriod } from './report-frame.tsx';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * /accounting/trial-balance: every account with its opening balance, movements and closing balance; an
 * account (or sub-account) opens its general ledger over the same period.
 */
export function TrialBalanceScreen() {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const bySubAccount = searchParams.get('bySubAccount') === 'true';
  const { workFolderId, folder } = useCurrentWorkFolder();
  const period = useReportPeriod();
  const beforeClosing = useBeforeClosing();
  const report = useTrialBalance(workFolderId, period, { bySubAccount, beforeClosing });
  const amount = useReportAmounts();
  const data = report.data;
  const sides = ['opening', 'movements', 'closing'] as const;
  const pairs = [
    ['openingDebit', 'openingCredit'],
    ['debit', 'credit'],
    ['closingDebit', 'closingCredit'],
  ] as const;

  return (
    <ReportFrame
      title={tCommon('areas.trialBalance')}
      period={data}
      loading={report.isLoading}
      failed={report.isError}
      exportTarget={periodExport('trial-balance', data, {
        bySubAccount: String(bySubAccount),
        beforeClosing: beforeClosing ? 'true' : undefined,
      })}
      extraFilters={
        <>
          <BeforeClosingSwitch closed={folder?.status === 'CLOSED'} />
          <Switch
            label={t('trialBalance.bySubAccount')}
            checked={bySubAccount}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setSearchParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (checked) next.set('bySubAccount', 'true');
                  else next.delete('bySubAccount');
                  return next;
                },
                { replace: true },
              );
            }}
            mb={8}
          />
        </>
      }
    >
      {data && (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <ScrollTable minWidth={900} label={tCommon('areas.trialBalance')}>
            <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={tCommon('areas.trialBalance')}>
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th rowSpan={2}>{t('trialBalance.account')}</Table.Th>
                  <Table.Th rowSpan={2}>{t('trialBalance.label')}</Table.Th>
                  {sides.map((side) => (
                    <Table.Th key={side} colSpan={2} ta="center">
                      {t(`trialBalance.${side}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
                <Table.Tr>
                  {sides.flatMap((side) => [
                    <Table.Th key={`${side}-debit`} ta="right">
                      {t('trialBalance.debit')}
                    </Table.Th>,
                    <Table.Th key={`${side}-credit`} ta="right">
                      {t('trialBalance.credit')}
                    </Table.Th>,
                  ])}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.accounts.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text c="dimmed" ta="center" py="lg">
                        {t('trialBalance.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {data.accounts.map((row) => (
                  <Table.Tr key={`${row.accountNumber}-${row.subAccountId ?? ''}`} data-account={row.accountNumber}>
                    <Table.Td ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {row.accountId ? (
                        <Anchor
                          component={Link}
                          to={ledgerPath(row.accountId, { ...data, beforeClosing }, row.subAccountId)}
                          ff="monospace"
                          fw={600}
                          size="sm"
                          title={t('drill.openLedger', { account: row.subAccountNumber ?? row.accountNumber })}
                        >
                          {row.accountNumber}
                        </Anchor>
                      ) : (
                        row.accountNumber
                      )}
                      {row.subAccountNumber && (
                        <Text span c="grape.7" ff="monospace" ml={6}>
                          {row.subAccountNumber}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{row.label}</Table.Td>
                    {pairs.flat().map((field) => (
                      <Table.Td key={field} ta="right" style={amountStyle}>
                        {amount(row[field])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot bg="gray.1">
                <Table.Tr data-testid="trial-balance-totals">
                  <Table.Th colSpan={2}>{t('trialBalance.totals')}</Table.Th>
                  {pairs.flat().map((field) => (
                    <Table.Th key={field} ta="right" style={amountStyle}>
                      {amount(data.totals[field], { blankZero: false })}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollTable>
        </Paper>
      )}
    </ReportFrame>
  );
}
