import { Button, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useStatements } from '../api/get-statements.ts';

/** The statements imported, newest first, each with how far it is reconciled. */
export function StatementList({ companyId }: { companyId: string | null }) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const statements = useStatements(companyId);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {t('list.title')}
      </Title>
      {!statements.data ? (
        <LoadingRows count={3} height={30} />
      ) : statements.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('list.empty')}
        </Text>
      ) : (
        <ScrollTable minWidth={480} label={t('list.title')}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.account')}</Table.Th>
                <Table.Th>{t('columns.period')}</Table.Th>
                <Table.Th>{t('columns.label')}</Table.Th>
                <HiddenHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statements.data.items.map((statement) => (
                <Table.Tr key={statement.id}>
                  <Table.Td ff="monospace">{statement.accountNumber}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatCalendarDate(statement.startDate, language)} –{' '}
                    {formatCalendarDate(statement.endDate, language)}
                  </Table.Td>
                  <Table.Td>
                    {statement.fileName}{' '}
                    <Text span size="sm" c="dimmed">
                      {t('list.lines', { reconciled: statement.reconciledLineCount, count: statement.lineCount })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={`/accounting/bank-statements/${statement.id}`}
                      size="xs"
                      variant="light"
                    >
                      {t('list.reconcile')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
