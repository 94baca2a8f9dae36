import { FORM_DEBOUNCE_MS } from '@bilan/contract';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRateText } from '../../../lib/format.ts';
import { computeLiveTotals, type InvoiceFormValues, type InvoiceLineValues } from '../invoice-form.ts';
import { useMoney } from '../use-money.ts';

function TotalRow({
  label,
  amount,
  strong,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text
        size={strong ? 'xl' : 'sm'}
        fw={strong ? 800 : 600}
        ta="right"
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {amount}
      </Text>
    </Group>
  );
}

/** Totals shown beside the lines; `amounts` are the API's decimal texts. */
export function TotalsPanel({
  excludingTax,
  vat,
  includingTax,
  vatBreakdown = [],
  footer,
  currency,
}: {
  excludingTax: string;
  vat: string;
  includingTax: string;
  vatBreakdown?: { rate: string; vat: string }[];
  footer?: React.ReactNode;
  /** The document's currency when it is not the company's. */
  currency?: string | null;
}) {
  const { t } = useTranslation('invoices');
  const money = useMoney(currency);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      bg="gray.0"
      w="100%"
      maw={{ base: '100%', sm: 380 }}
      role="group"
      aria-label={t('totals.includingTax')}
    >
      <Stack gap={6}>
        <TotalRow label={t('totals.excludingTax')} amount={money.format(excludingTax)} testId="total-excluding-tax" />
        {vatBreakdown.length > 1 ? (
          vatBreakdown.map((row) => (
            <TotalRow
              key={row.rate}
              label={t('totals.vatAt', { rate: formatRateText(row.rate, money.language) })}
              amount={money.format(row.vat)}
              testId={`total-vat-${row.rate}`}
            />
          ))
        ) : (
          <TotalRow
            label={
              vatBreakdown[0]
                ? t('totals.vatAt', { rate: formatRateText(vatBreakdown[0].rate, money.language) })
                : t('totals.vat')
            }
            amount={money.format(vat)}
            testId="total-vat"
          />
        )}
        <Divider my={4} />
        <TotalRow
          label={t('totals.includingTax')}
          amount={money.format(includingTax)}
          strong
          testId="total-including-tax"
        />
        {footer}
      </Stack>
    </Paper>
  );
}

/** Reads the lines as the user types (debounced 30 ms, docs/seed-spec.md §9) and shows their totals. */
export function useLiveTotals(control: Control<InvoiceFormValues>, scale: number) {
  const { i18n } = useTranslation();
  const lines = useWatch({ control, name: 'lines' });
  // A text, so that the debounce sees a stable value between renders.
  const [debounced] = useDebouncedValue(JSON.stringify(lines), FORM_DEBOUNCE_MS);
  const parsed = JSON.parse(debounced) as InvoiceLineValues[];
  return computeLiveTotals(parsed, scale, i18n.resolvedLanguage ?? 'en');
}
