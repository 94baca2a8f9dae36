import type { yearEndAccountBalancesSchema } from '@bilan/contract';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useMoney } from '../../invoices/public.ts';
import { useBookProvision } from '../api/book-provision.ts';
import { useProvisionAccounts } from '../api/get-provision-accounts.ts';
import { AmountInput, apiAmount, isZeroAmount, RefusalAlert } from './year-end-fields.tsx';

type AccountBalances = z.infer<typeof yearEndAccountBalancesSchema>;

/** The provisions booked: the accounts of provisions for risks with a balance. */
function ProvisionBalances({ rows }: { rows: AccountBalances }) {
  const { t } = useTranslation('yearEnd');
  const money = useMoney();
  const booked = rows.filter((row) => !isZeroAmount(row.balance));
  if (booked.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('provisions.empty')}
      </Text>
    );
  }
  return (
    <ScrollTable minWidth={420} label={t('provisions.title')}>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('provisions.account')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('provisions.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {booked.map((row) => (
            <Table.Tr key={row.accountId}>
              <Table.Td>
                <Text span ff="monospace" size="sm">
                  {row.accountNumber}
                </Text>{' '}
                {row.label}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{money.format(row.balance)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** A provision brought to the amount now needed: the account, the date, a label and the amount. */
function ProvisionForm({
  rows,
  workFolderId,
  endDate,
}: {
  rows: AccountBalances;
  workFolderId: string;
  endDate: string;
}) {
  const { t, i18n } = useTranslation('yearEnd');
  const language = i18n.resolvedLanguage ?? 'en';
  const book = useBookProvision(workFolderId);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [date, setDate] = useState(endDate);
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const submit = () =>
    book.mutate(
      { accountId: accountId ?? '', date, label, amount: apiAmount(amount, language) },
      { onSuccess: () => setAmount('') },
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('provisions.account')}
          data={rows.map((row) => ({ value: row.accountId, label: `${row.accountNumber} ${row.label}` }))}
          value={accountId}
          onChange={setAccountId}
          searchable
        />
        <DateField label={t('fields.date')} value={date} onChange={setDate} />
        <TextInput
          label={t('fields.label')}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          maxLength={200}
        />
        <AmountInput label={t('provisions.amount')} value={amount} onChange={setAmount} />
      </SimpleGrid>
      <RefusalAlert error={book.error} />
      {book.data && book.data.entryNumber === null && <Text size="sm">{t('provisions.nothingChanged')}</Text>}
      <Group justify="flex-end">
        <Button disabled={!accountId || !label.trim() || !amount.trim()} loading={book.isPending} onClick={submit}>
          {t('provisions.book')}
        </Button>
      </Group>
    </>
  );
}

/** Provisions for risks: their balances, and a provision brought to the amount now needed. */
export function ProvisionsPanel({
  workFolderId,
  endDate,
  open,
}: {
  workFolderId: string;
  endDate: string;
  open: boolean;
}) {
  const { t } = useTranslation('yearEnd');
  const accounts = useProvisionAccounts(workFolderId);
  const rows = accounts.data ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        {t('provisions.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('provisions.description')}
      </Text>
      <Stack gap="sm">
        <ProvisionBalances rows={rows} />
        {open && <ProvisionForm rows={rows} workFolderId={workFolderId} endDate={endDate} />}
      </Stack>
    </Paper>
  );
}
