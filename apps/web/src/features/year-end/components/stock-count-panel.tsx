import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useMoney } from '../../invoices/public.ts';
import { useCountStock } from '../api/count-stock.ts';
import { useStockAccounts } from '../api/get-stock-accounts.ts';
import { AmountInput, apiAmount, RefusalAlert } from './year-end-fields.tsx';

type Typed = Record<string, { counted: string; writeDown: string }>;

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
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoney();
  const accounts = useStockAccounts(workFolderId);
  const count = useCountStock(workFolderId);
  const [date, setDate] = useState(endDate);
  const [typed, setTyped] = useState<Typed>({});
  const [added, setAdded] = useState<string[]>([]);
  const all = accounts.data ?? [];
  const zero = (amount: string | null) => !amount || /^0(\.0+)?$/.test(amount);
  // The accounts holding stock or a write-down, and those the user adds: a chart has dozens of stock accounts.
  const shown = (row: (typeof all)[number]) => !zero(row.balance) || added.includes(row.accountId);
  const rows = all.filter(shown);
  const others = all.filter((row) => !shown(row));
  const set = (accountId: string, field: 'counted' | 'writeDown', text: string) =>
    setTyped((current) => ({
      ...current,
      [accountId]: { counted: '', writeDown: '', ...current[accountId], [field]: text },
    }));
  const lines = rows
    .filter((row) => typed[row.accountId]?.counted.trim())
    .map((row) => ({
      accountId: row.accountId,
      counted: apiAmount(typed[row.accountId]?.counted ?? '', language),
      writeDown: apiAmount(typed[row.accountId]?.writeDown ?? '', language),
    }));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} size="h4">
        {t('stocks.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('stocks.description')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stocks.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <DateField label={t('fields.date')} value={date} onChange={setDate} maw={220} />
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
                {rows.map((row) => (
                  <Table.Tr key={row.accountId}>
                    <Table.Td>
                      <Text span ff="monospace" size="sm">
                        {row.accountNumber}
                      </Text>{' '}
                      {row.label}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {money.format(row.balance)}
                    </Table.Td>
                    <Table.Td>
                      <AmountInput
                        aria-label={`${t('stocks.counted')} ${row.accountNumber}`}
                        size="xs"
                        value={typed[row.accountId]?.counted ?? ''}
                        onChange={(text) => set(row.accountId, 'counted', text)}
                        disabled={!open}
                      />
                    </Table.Td>
                    <Table.Td>
                      <AmountInput
                        aria-label={`${t('stocks.writeDown')} ${row.writeDownAccountNumber ?? ''} ${row.accountNumber}`}
                        size="xs"
                        value={typed[row.accountId]?.writeDown ?? ''}
                        onChange={(text) => set(row.accountId, 'writeDown', text)}
                        disabled={!open}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Text size="xs" c="dimmed">
            {t('stocks.writeDownNote', {
              accounts:
                [...new Map(all.map((row) => [row.writeDownAccountNumber, row.writeDown])).entries()]
                  .filter(([, amount]) => !zero(amount))
                  .map(([number, amount]) => `${number} ${money.format(amount)}`)
                  .join(' · ') || '—',
            })}
          </Text>
          {open && others.length > 0 && (
            <Select
              label={t('stocks.add')}
              placeholder={t('stocks.addPlaceholder')}
              data={others.map((row) => ({ value: row.accountId, label: `${row.accountNumber} ${row.label}` }))}
              value={null}
              onChange={(value) => value && setAdded((current) => [...current, value])}
              searchable
              maw={420}
            />
          )}
          <RefusalAlert error={count.error} />
          {count.data && count.data.entryNumber === null && <Text size="sm">{t('stocks.nothingChanged')}</Text>}
          <Group justify="flex-end">
            <Button
              disabled={!open || lines.length === 0}
              loading={count.isPending}
              onClick={() => count.mutate({ date, lines })}
            >
              {t('stocks.book')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
