import type { BankReconciliationReport } from '@bilan/contract';
import { Alert, Paper, Select, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { ReportFrame, useReportAmounts } from '../../reports/public.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useBankReconciliation } from '../api/get-bank-reconciliation.ts';
import { useStatementAccounts } from './treasury-accounts.ts';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The bank reconciliation of a treasury account at a date (?account=&date=), with its exports. */
export function BankReconciliationScreen() {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const [searchParams, setSearchParams] = useSearchParams();
  const { companyId, workFolderId, folder } = useCurrentWorkFolder();
  const { treasury } = useStatementAccounts(companyId);
  const accountId = searchParams.get('account');
  const date = searchParams.get('date') ?? undefined;
  const report = useBankReconciliation(workFolderId, accountId, date);
  const set = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const data = report.data;
  return (
    <ReportFrame
      title={t('report.title')}
      period={undefined}
      description={
        data
          ? t('report.description', {
              account: `${data.accountNumber} ${data.accountLabel}`,
              date: formatCalendarDate(data.date, language),
            })
          : folder?.name
      }
      loading={Boolean(accountId) && report.isLoading}
      failed={report.isError}
      exportTarget={
        data
          ? {
              report: 'bank-reconciliation',
              params: { treasuryAccountId: data.treasuryAccountId, date: data.date },
              fileName: `bank-reconciliation_${data.accountNumber}_${data.date}`,
            }
          : undefined
      }
      periodFilter={false}
      extraFilters={
        <>
          <Select
            label={t('report.account')}
            data={treasury.map((account) => ({ value: account.id, label: `${account.number} ${account.label}` }))}
            value={accountId}
            onChange={(value) => set('account', value)}
            searchable
            w={{ base: '100%', sm: 320 }}
          />
          <DateField
            label={t('report.date')}
            value={date ?? data?.date ?? ''}
            min={folder?.startDate}
            max={folder?.endDate}
            onChange={(value) => set('date', value)}
            w={{ base: '100%', sm: 190 }}
          />
        </>
      }
    >
      {!accountId && <Alert color="blue">{t('report.chooseAccount')}</Alert>}
      {data && <ReconciliationTable report={data} />}
    </ReportFrame>
  );
}

function ReconciliationTable({ report }: { report: BankReconciliationReport }) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  // Every amount is in the account's currency; a foreign account notes its ledger balance in the company's.
  const amount = useReportAmounts(report.currency);
  const total = (label: string, value: string, strong = false) => (
    <Table.Tr>
      <Table.Td colSpan={2} fw={strong ? 700 : 500}>
        {label}
      </Table.Td>
      <Table.Td ta="end" fw={strong ? 700 : 500} style={amountStyle}>
        {amount(value, { blankZero: false })}
      </Table.Td>
    </Table.Tr>
  );
  const items = (rows: ReadonlyArray<{ key: string; date: string; label: string; amount: string }>) =>
    rows.length === 0 ? (
      <Table.Tr>
        <Table.Td colSpan={3} c="dimmed">
          {t('report.none')}
        </Table.Td>
      </Table.Tr>
    ) : (
      rows.map((row) => (
        <Table.Tr key={row.key}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(row.date, language)}</Table.Td>
          <Table.Td>{row.label}</Table.Td>
          <Table.Td ta="end" style={amountStyle}>
            {amount(row.amount)}
          </Table.Td>
        </Table.Tr>
      ))
    );
  const heading = (label: string) => (
    <Table.Tr>
      <Table.Th colSpan={3} scope="colgroup">
        {label}
      </Table.Th>
    </Table.Tr>
  );
  return (
    <Paper withBorder radius="lg" p="md">
      <ReconciliationStatus report={report} />
      <ScrollTable minWidth={320} label={t('report.title')}>
        <Table verticalSpacing={4}>
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('report.title')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.date')}</Table.Th>
              <Table.Th>{t('columns.label')}</Table.Th>
              <Table.Th ta="end">{t('report.amountIn', { currency: report.currency })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {total(t('report.bookBalance'), report.bookBalance, true)}
            {report.currency !== report.companyCurrency && <CompanyBalanceRow report={report} />}
            {heading(t('report.outstandingBook'))}
            {items(
              report.outstandingBookItems.map((item) => ({
                key: item.journalLineId,
                ...item,
                label: `${item.entryNumber} ${item.label}`,
              })),
            )}
            {heading(t('report.outstandingStatement'))}
            {items(report.outstandingStatementItems.map((item) => ({ key: item.statementLineId, ...item })))}
            {total(t('report.adjusted'), report.adjustedBookBalance)}
            {total(t('report.statementBalance'), report.statementBalance, true)}
            {total(t('report.difference'), report.difference, true)}
            {heading(t('report.reconciled', { count: report.reconciledItems.length }))}
            {items(report.reconciledItems.map((item) => ({ key: item.statementLineId, ...item })))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

/** Balanced, or the difference, above the table. */
function ReconciliationStatus({ report }: { report: BankReconciliationReport }) {
  const { t } = useTranslation('bankStatements');
  const amount = useReportAmounts(report.currency);
  return (
    <Text mb="sm" fw={700} c={report.balanced ? undefined : 'red.9'} data-testid="reconciliation-status">
      {report.balanced && (
        <IconCheck
          size={18}
          color="var(--mantine-color-green-7)"
          aria-hidden
          style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }}
        />
      )}
      {report.balanced
        ? t('report.balanced')
        : t('report.unbalanced', { amount: amount(report.difference, { blankZero: false }) })}
    </Text>
  );
}

/** A foreign account's book balance as the ledger keeps it, in the company's currency. */
function CompanyBalanceRow({ report }: { report: BankReconciliationReport }) {
  const { t } = useTranslation('bankStatements');
  const companyAmount = useReportAmounts(report.companyCurrency);
  return (
    <Table.Tr>
      <Table.Td colSpan={3} c="dimmed" fz="sm" data-testid="company-book-balance">
        {t('report.companyBookBalance', {
          amount: companyAmount(report.companyBookBalance, { blankZero: false }),
          currency: report.companyCurrency,
        })}
      </Table.Td>
    </Table.Tr>
  );
}
