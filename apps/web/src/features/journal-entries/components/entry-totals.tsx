import { type Amount, absoluteAmount, formatAmount } from '@bilan/accounting';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAmountText } from '../../../lib/format.ts';

function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId: string }) {
  return (
    <Stack gap={0} align="flex-end" miw={120}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fw={700} size="lg" c={color} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The live footer: total debit, total credit and the difference still to balance (BigInt sums, Intl display). */
export function EntryTotals({
  debit,
  credit,
  difference,
  violation,
  scale,
  language,
}: {
  debit: Amount;
  credit: Amount;
  difference: Amount;
  /** Why the entry cannot be validated yet, in words; null when it can. */
  violation: string | null;
  scale: number;
  language: string;
}) {
  const { t } = useTranslation('journalEntries');
  const show = (amount: Amount) => formatAmountText(formatAmount(amount, scale), language, scale);
  const balanced = difference === 0n;
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap" data-testid="entry-totals">
      <Group gap={8} wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }} aria-live="polite">
        {violation === null ? (
          <Badge color="green" variant="light" size="lg" leftSection={<IconCheck size={14} />}>
            {t('editor.balanced')}
          </Badge>
        ) : (
          <>
            <IconScale size={18} color="var(--mantine-color-orange-7)" style={{ flexShrink: 0 }} />
            {/* The icon carries the orange: orange text on the footer's grey reads under 4.5:1 (axe, e2e). */}
            <Text size="sm" fw={500} data-testid="entry-violation">
              {violation}
            </Text>
          </>
        )}
      </Group>
      <Group gap="xl" wrap="wrap" justify="flex-end">
        <Figure label={t('editor.totalDebit')} value={show(debit)} testId="total-debit" />
        <Figure label={t('editor.totalCredit')} value={show(credit)} testId="total-credit" />
        <Figure
          label={t('editor.difference')}
          value={show(absoluteAmount(difference))}
          color={balanced ? 'teal.9' : 'red.9'}
          testId="difference"
        />
      </Group>
    </Group>
  );
}
