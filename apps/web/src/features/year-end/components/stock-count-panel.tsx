import type { yearEndAccountBalancesSchema } from '@bilan/contract';
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useMoney } from '../../invoices/public.ts';
import { useCountStock } from '../api/count-stock.ts';
import { useStockAccounts } from '../api/get-stock-accounts.ts';
import { AmountInput, apiAmount, isZeroAmount, RefusalAlert } from './year-end-fields.tsx';

type StockRow = z.infer<typeof yearEndAccountBalancesSchema>[number];
type Typed = Record<string, { counted: string; writeDown: string }>;

/** The count's state: what was typed per account, the accounts added, and the lines to book. */
function useStockCountForm(all: readonly StockRow[], language: string) {
  const [typed, setTyped] = useState<Typed>({});
  const [added, setAdded] = useState<string[]>([]);
  // The accounts holding stock, and those the user adds: a chart has dozens of stock accounts.
  const shown = (row: StockRow) => !isZeroAmount(row.balance) || added.includes(row.accountId);
  const set = (accountId: string, field: 'counted' | 'writeDown', text: string) =>
    setTyped((current) => ({
      ...current,
      [accountId]: { counted: '', writeDown: '', ...current[accountId], [field]: text },
    }));
  const lines = all
    .filter((row) => shown(row) && typed[row.accountId]?.counted.trim())
    .map((row) => ({
      accountId: row.accountId,
      counted: apiAmount(typed[row.accountId]?.counted ?? '', language),
      writeDown: apiAmount(typed[row.accountId]?.writeDown ?? '', language),
    }));
  const add = (accountId: string | null) => accountId && setAdded((current) => [...current, accountId]);
  return { rows: all.filter(shown), others: all.filter((row) => !shown(row)), typed, set, add, lines };
}

/** A stock account: its book balance beside what was counted and its write-down. */
function StockCountRow(props: {
  row: StockRow;
  typed: Typed[string] | undefined;
  set: (accountId: string, field: 'counted' | 'writeDown', text: string) => void;
  open: boolean;
}) {
  const { t } = useTranslation('yearEnd');
  const money = useMoney();
  const { row } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <Text span ff="monospace" size="sm">
          {row.accountNumber}
        </Text>{' '}
        {row.label}
      </Table.Td>
      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{money.format(row.balance)}</Table.Td>
      <Table.Td>
        <AmountInput
          aria-label={`${t('stocks.counted')} ${row.accountNumber}`}
          size="xs"
          value={props.typed?.counted ?? ''}
          onChange={(text) => props.set(row.accountId, 'counted', text)}
          disabled={!props.open}
        />
      </Table.Td>
      <Table.Td>
        <AmountInput
          aria-label={`${t('stocks.writeDown')} ${row.writeDownAccountNumber ?? ''} ${row.accountNumber}`}
          size="xs"
          value={props.typed?.writeDown ?? ''}
          onChange={(text) => props.set(row.accountId, 'writeDown', text)}
          disabled={!props.open}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The balances of the write-down accounts, which several stock accounts share (391 for all goods). */
function WriteDownNote({ all }: { all: readonly StockRow[] }) {
  const { t } = useTranslation('yearEnd');
  const money = useMoney();
  const balances = [...new Map(all.map((row) => [row.writeDownAccountNumber, row.writeDown])).entries()]
    .filter(([, amount]) => !isZeroAmount(amount))
    .map(([number, amount]) => `${number} ${money.format(amount)}`);
  return (
    <Text size="xs" c="dimmed">
      {t('stocks.writeDownNote', { accounts: balances.join(' · ') || '—' })}
    </Text>
  );
}

/** The accounts counted, one row each. */
function StockCountTable({ form, open }: { form: ReturnType<typeof useStockCountForm>; open: boolean }) {
  const { t } = useTranslation('yearEnd');
  return (
    <ScrollTable minWidth={640} label={t('stocks.title')}>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stocks.account')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('stocks.previous')}</Table.Th>
            <Table.Th>{t('stocks.counted')}</Table.Th>
            <Table.Th>{t('stocks.writeDown')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.rows.map((row) => (
            <StockCountRow key={row.accountId} row={row} typed={form.typed[row.accountId]} set={form.set} open={open} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The stock count: each stock account's book balance beside what was counted and its write-down. */
export function StockCountPanel({
  workFolderId,
  endDate,
  open,
}: {
  workFolderId: string;
  endDate: string;
  open: boolean;
}) {
  const { t, i18n } = useTranslation('yearEnd');
  const accounts = useStockAccounts(workFolderId);
  const count = useCountStock(workFolderId);
  const [date, setDate] = useState(endDate);
  const all = accounts.data ?? [];
  const form = useStockCountForm(all, i18n.resolvedLanguage ?? 'en');
  if (all.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('stocks.empty')}
      </Text>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        {t('stocks.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('stocks.description')}
      </Text>
      <Stack gap="sm">
        <DateField label={t('fields.date')} value={date} onChange={setDate} maw={220} />
        <StockCountTable form={form} open={open} />
        <WriteDownNote all={all} />
        {open && form.others.length > 0 && (
          <Select
            label={t('stocks.add')}
            placeholder={t('stocks.addPlaceholder')}
            data={form.others.map((row) => ({ value: row.accountId, label: `${row.accountNumber} ${row.label}` }))}
            value={null}
            onChange={form.add}
            searchable
            maw={420}
          />
        )}
        <RefusalAlert error={count.error} />
        {count.data && count.data.entryNumber === null && <Text size="sm">{t('stocks.nothingChanged')}</Text>}
        <Group justify="flex-end">
          <Button
            disabled={!open || form.lines.length === 0}
            loading={count.isPending}
            onClick={() => count.mutate({ date, lines: form.lines })}
          >
            {t('stocks.book')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
