import type { BankStatementImport } from '@bilan/contract';
import { Badge, List, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { usePhoneOperator } from '../../../lib/phone.ts';
import { OperatorBadge } from '../../parties/public.ts';
import { useReportAmounts } from '../../reports/public.ts';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** A preview shows the first lines; the import takes them all. */
const PREVIEW_ROWS = 200;

/** The operator of the phone that paid or was paid, as an export writes it (237677123456). */
function LineOperator({ phone }: { phone: string }) {
  return <OperatorBadge operator={usePhoneOperator(phone, null)} />;
}

/** The lines the API read from the file, each column as the mapping placed it. */
/** The lines read from a file, in the treasury account's currency. */
export function StatementPreview({ preview, currency }: { preview: BankStatementImport; currency?: string }) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const amount = useReportAmounts(currency);
  return (
    <>
      <Title order={3} size="h5">
        {t('import.previewTitle')}
      </Title>
      <Text size="sm" data-testid="preview-balances">
        {t('import.balances', {
          opening: amount(preview.openingBalance, { blankZero: false }),
          closing: amount(preview.closingBalance, { blankZero: false }),
          from: formatCalendarDate(preview.startDate, language),
          to: formatCalendarDate(preview.endDate, language),
        })}
      </Text>
      {preview.statements.length > 1 && <FileStatements preview={preview} currency={currency} />}
      <ScrollTable minWidth={640} label={t('import.previewCaption')}>
        <Table verticalSpacing={4} striped>
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('import.previewCaption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.date')}</Table.Th>
              <Table.Th>{t('columns.label')}</Table.Th>
              <Table.Th>{t('columns.reference')}</Table.Th>
              <Table.Th>{t('columns.phone')}</Table.Th>
              <Table.Th ta="end">{t('columns.amount')}</Table.Th>
              <Table.Th ta="end">{t('columns.balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.lines.slice(0, PREVIEW_ROWS).map((line) => (
              <Table.Tr key={`${line.statementIndex}-${line.lineNumber}`} data-testid="preview-line">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(line.date, language)}</Table.Td>
                <Table.Td>
                  {line.label}{' '}
                  {line.alreadyImported && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('import.already')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ff="monospace">{line.reference}</Table.Td>
                <Table.Td ff="monospace">
                  {line.counterpartyPhone} {line.counterpartyPhone && <LineOperator phone={line.counterpartyPhone} />}
                </Table.Td>
                <Table.Td ta="end" style={amountStyle}>
                  {amount(line.amount)}
                </Table.Td>
                <Table.Td ta="end" style={amountStyle}>
                  {amount(line.balanceAfter, { blankZero: false })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}

/** The statements of a file that holds several, each with its dates, balances and new lines. */
function FileStatements({ preview, currency }: { preview: BankStatementImport; currency?: string }) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const amount = useReportAmounts(currency);
  return (
    <>
      <Text size="sm" fw={600}>
        {t('import.statements', { count: preview.statements.length })}
      </Text>
      <List size="sm">
        {preview.statements.map((statement, index) => (
          <List.Item
            key={`${statement.startDate}-${statement.endDate}-${statement.closingBalance}`}
            data-testid="preview-statement"
          >
            {t('import.statementLine', {
              index: index + 1,
              from: formatCalendarDate(statement.startDate, language),
              to: formatCalendarDate(statement.endDate, language),
              opening: amount(statement.openingBalance, { blankZero: false }),
              closing: amount(statement.closingBalance, { blankZero: false }),
              count: statement.importedLineCount,
            })}
          </List.Item>
        ))}
      </List>
    </>
  );
}
