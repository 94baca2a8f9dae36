import type { PartyStatementReport } from '@bilan/contract';
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { statementMailTarget } from '../../invoices/api/document-mails.ts';
import { SendByEmailDialog } from '../../invoices/public.ts';
import { usePartyStatement } from '../../reports/api/get-party-statement.ts';
import { ExportButtons } from '../../reports/public.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { StatementOnPhone } from './party-statement-phone.tsx';
import { amountStyle, foreignSides, type StatementLine, useStatementAmounts } from './statement-amounts.ts';

/**
 * The party's statement of account (relevé de compte) over a period of the current folder: its
 * sub-account's opening balance, every line with its letter code (lettrage) and the running balance,
 * the closing balance, and the
 * same CSV, XLSX and PDF exports as the reports.
 */
export function PartyAccountStatement({ partyId, code }: { partyId: string; code: string }) {
  const { t } = useTranslation('parties');
  const { t: tInvoices } = useTranslation('invoices');
  const { workFolderId } = useCurrentWorkFolder();
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const statement = usePartyStatement(workFolderId, { partyId, ...period });
  const report = statement.data;
  const canSend = useCan('documents.write');
  const [mailing, setMailing] = useState(false);
  // Ten columns of a statement in a foreign currency do not fit a phone: its lines stack there instead.
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const setEnd = (end: 'from' | 'to') => (value: string) =>
    setPeriod((current) => ({ ...current, [end]: value || undefined }));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {t('accountStatement.title')}
        </Title>
        <Group gap="sm" align="flex-end">
          <DateField
            label={t('accountStatement.from')}
            value={period.from ?? report?.from ?? ''}
            onChange={setEnd('from')}
          />
          <DateField label={t('accountStatement.to')} value={period.to ?? report?.to ?? ''} onChange={setEnd('to')} />
          <ExportButtons
            target={
              report
                ? {
                    report: 'party-statement',
                    params: { from: report.from, to: report.to, partyId },
                    fileName: `statement_${code}_${report.from}_${report.to}`,
                  }
                : undefined
            }
          />
          {canSend && report && workFolderId && (
            <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setMailing(true)}>
              {tInvoices('mail.send')}
            </Button>
          )}
        </Group>
      </Group>
      {statement.isError && <Text c="red.8">{t('accountStatement.failed')}</Text>}
      {report && (compact ? <StatementOnPhone report={report} /> : <StatementTable report={report} />)}
      {report && workFolderId && (
        <SendByEmailDialog
          opened={mailing}
          onClose={() => setMailing(false)}
          target={statementMailTarget(workFolderId, { partyId, from: report.from, to: report.to })}
          title={t('accountStatement.mailTitle', { code })}
        />
      )}
    </Paper>
  );
}

/**
 * The statement's lines between its opening and closing balances; for a party in a foreign currency,
 * its debit, credit and balance in that currency first, then the company's (never summed together).
 */
function StatementTable({ report }: { report: PartyStatementReport }) {
  const { t, i18n } = useTranslation('parties');
  const language = i18n.resolvedLanguage ?? 'en';
  const { amount, signed, foreign, foreignSigned } = useStatementAmounts();
  const inCurrency = report.inCurrency;
  const head = (key: 'debit' | 'credit' | 'balance', currency?: string) =>
    inCurrency ? `${t(`accountStatement.${key}`)} ${currency ?? report.currency}` : t(`accountStatement.${key}`);
  const foreignCells = (line: StatementLine | null, values: { debit: string; credit: string; balance: string }) =>
    inCurrency && (
      <>
        <Table.Td ta="right" style={amountStyle}>
          {line && line.currency !== inCurrency.currency ? '' : foreign(values.debit, inCurrency.currency)}
        </Table.Td>
        <Table.Td ta="right" style={amountStyle}>
          {line && line.currency !== inCurrency.currency ? '' : foreign(values.credit, inCurrency.currency)}
        </Table.Td>
        <Table.Td ta="right" style={amountStyle}>
          {foreignSigned(values.balance, inCurrency.currency)}
        </Table.Td>
      </>
    );
  return (
    <ScrollTable minWidth={inCurrency ? 1000 : 700} label={t('accountStatement.title')}>
      <Table striped verticalSpacing={6} fz="sm" aria-label={t('accountStatement.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accountStatement.date')}</Table.Th>
            <Table.Th>{t('accountStatement.number')}</Table.Th>
            <Table.Th>{t('accountStatement.label')}</Table.Th>
            {inCurrency && (
              <>
                <Table.Th ta="right">{head('debit', inCurrency.currency)}</Table.Th>
                <Table.Th ta="right">{head('credit', inCurrency.currency)}</Table.Th>
                <Table.Th ta="right">{head('balance', inCurrency.currency)}</Table.Th>
              </>
            )}
            <Table.Th ta="right">{head('debit')}</Table.Th>
            <Table.Th ta="right">{head('credit')}</Table.Th>
            <Table.Th>{t('accountStatement.matching')}</Table.Th>
            <Table.Th ta="right">{head('balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-testid="statement-opening" fw={600}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(report.from, language)}</Table.Td>
            <Table.Td colSpan={2}>{t('accountStatement.opening')}</Table.Td>
            {foreignCells(null, { debit: '0', credit: '0', balance: inCurrency?.openingBalance ?? '0' })}
            <Table.Td colSpan={3} />
            <Table.Td ta="right" style={amountStyle}>
              {signed(report.openingBalance)}
            </Table.Td>
          </Table.Tr>
          {report.lines.map((line) => (
            <Table.Tr key={line.lineId} data-testid="statement-line">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(line.date, language)}</Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {line.number}
              </Table.Td>
              <Table.Td>{line.label}</Table.Td>
              {foreignCells(line, foreignSides(line))}
              <Table.Td ta="right" style={amountStyle}>
                {amount(line.debit)}
              </Table.Td>
              <Table.Td ta="right" style={amountStyle}>
                {amount(line.credit)}
              </Table.Td>
              <Table.Td ff="monospace">{line.matchingCode}</Table.Td>
              <Table.Td ta="right" style={amountStyle}>
                {signed(line.balance)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <StatementFooter report={report} />
      </Table>
    </ScrollTable>
  );
}

/** The period's totals and the closing balance, in the party's currency first when it has one. */
function StatementFooter({ report }: { report: PartyStatementReport }) {
  const { t, i18n } = useTranslation('parties');
  const language = i18n.resolvedLanguage ?? 'en';
  const { amount, signed, foreign, foreignSigned } = useStatementAmounts();
  const inCurrency = report.inCurrency;
  return (
    <Table.Tfoot>
      <Table.Tr data-testid="statement-closing">
        <Table.Th colSpan={3}>
          {t('accountStatement.closing')} ({formatCalendarDate(report.to, language)})
        </Table.Th>
        {inCurrency && (
          <>
            <Table.Td ta="right" fw={700} style={amountStyle}>
              {foreign(inCurrency.totals.debit, inCurrency.currency)}
            </Table.Td>
            <Table.Td ta="right" fw={700} style={amountStyle}>
              {foreign(inCurrency.totals.credit, inCurrency.currency)}
            </Table.Td>
            <Table.Td ta="right" fw={700} style={amountStyle}>
              {foreignSigned(inCurrency.closingBalance, inCurrency.currency)}
            </Table.Td>
          </>
        )}
        <Table.Td ta="right" fw={700} style={amountStyle}>
          {amount(report.totals.debit, { blankZero: false })}
        </Table.Td>
        <Table.Td ta="right" fw={700} style={amountStyle}>
          {amount(report.totals.credit, { blankZero: false })}
        </Table.Td>
        <Table.Td />
        <Table.Td ta="right" fw={700} style={amountStyle}>
          {signed(report.closingBalance)}
        </Table.Td>
      </Table.Tr>
    </Table.Tfoot>
  );
}
