import type { ExchangeRateRow } from '@bilan/contract';
import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../../lib/format.ts';
import { rateForReading } from '../../exchange-rate-options.ts';

/** The typed rates, latest first per currency: 1 unit of the currency = the rate in the company's. */
export function ExchangeRateTable({
  rows,
  companyCurrency,
  canWrite,
  onEdit,
  onDelete,
}: {
  rows: readonly ExchangeRateRow[];
  companyCurrency: string;
  canWrite: boolean;
  onEdit: (row: ExchangeRateRow) => void;
  onDelete: (row: ExchangeRateRow) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('exchangeRates.tableLabel')}>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th>{t('exchangeRates.currency')}</Table.Th>
          <Table.Th>{t('exchangeRates.date')}</Table.Th>
          <Table.Th ta="right">{t('exchangeRates.rateIn', { currency: companyCurrency })}</Table.Th>
          {canWrite && (
            <Table.Th>
              <VisuallyHidden>{t('exchangeRates.actions')}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const name = t('exchangeRates.rowName', {
            currency: row.currency,
            date: formatCalendarDate(row.date, language),
          });
          return (
            <Table.Tr key={row.id} data-testid="exchange-rate-row">
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.currency}
                </Text>
              </Table.Td>
              <Table.Td>{formatCalendarDate(row.date, language)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {rateForReading(row.rate, language)}
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('exchangeRates.edit', { name })}
                      onClick={() => onEdit(row)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('exchangeRates.delete', { name })}
                      onClick={() => onDelete(row)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
