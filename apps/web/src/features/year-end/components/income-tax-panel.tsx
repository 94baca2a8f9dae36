import type { IncomeTaxComputationBody } from '@bilan/contract';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../invoices/public.ts';
import { useBookIncomeTax } from '../api/book-income-tax.ts';
import { useIncomeTax } from '../api/get-income-tax.ts';
import { AmountInput, apiAmount, RefusalAlert } from './year-end-fields.tsx';

/** The computation, line by line, as the tax return reads it. */
function ComputationTable({ tax }: { tax: IncomeTaxComputationBody }) {
  const { t } = useTranslation('yearEnd');
  const money = useMoney();
  const rows: Array<[string, string, boolean?]> = [
    [t('incomeTax.resultBeforeTax'), tax.resultBeforeTax],
    [t('incomeTax.turnover'), tax.turnover],
    [t('incomeTax.taxableResult'), tax.taxableResult, true],
    ...(tax.reducedRate
      ? [[t('incomeTax.taxAtReducedRate', { rate: tax.reducedRate }), tax.taxAtReducedRate] as [string, string]]
      : []),
    [t('incomeTax.taxAtStandardRate', { rate: tax.rate }), tax.taxAtStandardRate],
    [t('incomeTax.surcharge'), tax.surcharge],
    [t('incomeTax.taxOnProfit'), tax.taxOnProfit, true],
    [t('incomeTax.minimumTax'), tax.minimumTax],
    [t('incomeTax.incomeTax'), tax.incomeTax, true],
    [t('incomeTax.booked'), tax.booked],
  ];
  return (
    <Table verticalSpacing={4} aria-label={t('incomeTax.title')}>
      <Table.Tbody>
        {rows.map(([label, amount, strong]) => (
          <Table.Tr key={label}>
            <Table.Td fw={strong ? 700 : undefined}>{label}</Table.Td>
            <Table.Td fw={strong ? 700 : undefined} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {money.format(amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Income tax: the inputs of the tax result, the computation shown, then booked on the folder's last day. */
export function IncomeTaxPanel({
  workFolderId,
  endDate,
  open,
}: {
  workFolderId: string;
  endDate: string;
  open: boolean;
}) {
  const { t, i18n } = useTranslation('yearEnd');
  const language = i18n.resolvedLanguage ?? 'en';
  const [addBacks, setAddBacks] = useState('');
  const [deductions, setDeductions] = useState('');
  const [reducedRateEligible, setReducedRateEligible] = useState(true);
  const inputs = {
    addBacks: addBacks.trim() ? apiAmount(addBacks, language) : undefined,
    deductions: deductions.trim() ? apiAmount(deductions, language) : undefined,
    reducedRateEligible,
  };
  const tax = useIncomeTax(workFolderId, inputs);
  const book = useBookIncomeTax(workFolderId);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        {t('incomeTax.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('incomeTax.description')}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <AmountInput label={t('incomeTax.addBacks')} value={addBacks} onChange={setAddBacks} />
          <AmountInput label={t('incomeTax.deductions')} value={deductions} onChange={setDeductions} />
        </SimpleGrid>
        <Checkbox
          label={t('incomeTax.reducedRate')}
          checked={reducedRateEligible}
          onChange={(e) => setReducedRateEligible(e.currentTarget.checked)}
        />
        <RefusalAlert error={tax.error} />
        {tax.data && <ComputationTable tax={tax.data} />}
        {tax.data?.minimumTaxBinding && (
          <Alert color="orange" variant="light">
            {t('incomeTax.minimumTaxBinding')}
          </Alert>
        )}
        <RefusalAlert error={book.error} />
        {book.data && book.data.entryNumber === null && <Text size="sm">{t('incomeTax.nothingChanged')}</Text>}
        {open && (
          <Group justify="flex-end">
            <Button
              disabled={!tax.data}
              loading={book.isPending}
              onClick={() => book.mutate({ date: endDate, ...inputs })}
            >
              {t('incomeTax.book')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
