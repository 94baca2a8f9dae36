import { Anchor, Badge, Paper, Table, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useVatPeriods } from '../../reports/api/get-vat-periods.ts';

/** The folder's VAT periods on its summary: open, or filed and locked, with the deadline and the month's close. */
export function VatPeriodsPanel({ workFolderId }: { workFolderId: string }) {
  const { t, i18n } = useTranslation('workFolders');
  const language = i18n.resolvedLanguage ?? 'en';
  const periods = useVatPeriods(workFolderId);
  const items = periods.data?.items ?? [];
  if (items.length === 0) return null;
  const title = t('summary.vatPeriods');
  return (
    <Paper withBorder radius="lg" p="md" mt={{ base: 'xs', sm: 'md' }}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <ScrollTable minWidth={420} label={title}>
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('summary.vatPeriod')}</Table.Th>
              <Table.Th>{t('summary.vatState')}</Table.Th>
              <Table.Th>{t('summary.vatDeadline')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((period) => (
              <Table.Tr key={period.period} data-period={period.period}>
                <Table.Td>
                  <Anchor component={Link} to={`/accounting/month-close?period=${period.to.slice(0, 7)}`} size="sm">
                    {formatCalendarDate(period.from, language)} – {formatCalendarDate(period.to, language)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={period.state === 'FILED' ? 'gray' : 'green'}
                    leftSection={period.state === 'FILED' ? <IconLock size={12} /> : undefined}
                  >
                    {t(`summary.vatStates.${period.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatCalendarDate(period.deadline, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
