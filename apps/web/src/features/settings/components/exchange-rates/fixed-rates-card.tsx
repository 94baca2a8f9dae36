import type { ExchangeRateList } from '@bilan/contract';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rateForReading } from '../../exchange-rate-options.ts';

/** The parities a treaty fixes against the company's currency (and the cross rates they give): shown, never editable. */
export function FixedRatesCard({ list }: { list: ExchangeRateList }) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'en';
  if (list.fixedRates.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="fixed-rates">
      <Stack gap="xs">
        <Group gap="xs">
          <IconLock size={16} aria-hidden />
          <Title order={2} size="h5">
            {t('exchangeRates.fixedTitle')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('exchangeRates.fixedHint')}
        </Text>
        <Table verticalSpacing={6} aria-label={t('exchangeRates.fixedTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('exchangeRates.currency')}</Table.Th>
              <Table.Th ta="right">{t('exchangeRates.rateIn', { currency: list.companyCurrency })}</Table.Th>
              <Table.Th visibleFrom="sm">{t('exchangeRates.exact')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.fixedRates.map((fixed) => (
              <Table.Tr key={fixed.currency} data-testid="fixed-rate-row">
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      1 {fixed.currency}
                    </Text>
                    <Badge size="xs" variant="light" color="gray">
                      {t('exchangeRates.fixedBadge')}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {rateForReading(fixed.approximateRate, language)} {list.companyCurrency}
                </Table.Td>
                <Table.Td visibleFrom="sm" c="dimmed">
                  {fixed.rate === fixed.approximateRate ? '' : rateForReading(fixed.rate, language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
