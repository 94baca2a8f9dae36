import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../components/ui/account-picker.tsx';
import { BeforeClosingSwitch } from '../../../components/ui/before-closing-switch.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { useCompactChart } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { useJournals } from '../../journal-entries/api/get-journals.ts';
import type { JournalFilters } from '../api/get-journal.ts';

/** The journal's filters: journal, dates, account; before closing in a closed folder; clear them all. */
export function JournalFiltersPanel({
  companyId,
  filters,
  filtered,
  folderClosed,
  setFilter,
  clearFilters,
}: {
  companyId: string | null;
  filters: JournalFilters;
  filtered: boolean;
  folderClosed: boolean;
  setFilter: (name: string, value: string | null) => void;
  clearFilters: () => void;
}) {
  const { t } = useTranslation('journal');
  const { t: tCommon } = useTranslation();
  const journals = useJournals(companyId);
  const chart = useCompactChart(companyId);
  const accounts = useMemo(
    () =>
      chart.data?.flatMap((group) =>
        group.accounts.map((account) => ({ id: account.id, number: account.number, label: account.label })),
      ) ?? [],
    [chart.data],
  );
  return (
    <Paper withBorder radius="lg" p="md" mb="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Select
          label={t('filters.journal')}
          placeholder={t('filters.allJournals')}
          data={(journals.data ?? []).map((item) => ({ value: item.code, label: `${item.code} — ${item.label}` }))}
          value={filters.journalCode ?? null}
          onChange={(value) => setFilter('journal', value)}
          clearable
        />
        <DateField
          label={t('filters.from')}
          value={filters.from ?? ''}
          onChange={(value) => setFilter('from', value)}
        />
        <DateField label={t('filters.to')} value={filters.to ?? ''} onChange={(value) => setFilter('to', value)} />
        <AccountPicker
          label={t('filters.account')}
          placeholder={t('filters.allAccounts')}
          accounts={accounts}
          value={filters.accountId ?? null}
          onChange={(accountId) => setFilter('account', accountId)}
          nothingFound={t('filters.nothingFound')}
        />
      </SimpleGrid>
      {folderClosed && (
        <Group mt="sm">
          <BeforeClosingSwitch closed />
        </Group>
      )}
      {filtered && (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={clearFilters}>
            {tCommon('actions.clearFilters')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
