import { DOCUMENT_STATES, type DocumentState } from '@bilan/contract';
import { Alert, Anchor, Badge, Button, Group, Paper, Select, SimpleGrid, Table, Text } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatAmountText, formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useJournals } from '../api/get-journals.ts';
import { type JournalEntryFilters, useJournalEntries } from '../api/list-journal-entries.ts';
import { EntryStateBadge } from './entry-state-badge.tsx';

const isState = (value: string | null): value is DocumentState =>
  value !== null && (DOCUMENT_STATES as readonly string[]).includes(value);

/** /accounting/entries: the folder's journal entries, filtered by journal, state and dates, a page at a time. */
export function EntriesListScreen() {
  const { t, i18n } = useTranslation('journalEntries');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { companyId, workFolderId, folder } = useCurrentWorkFolder();
  const money = useCompanyMoney();
  const canWrite = useCan('documents.write');
  const journals = useJournals(companyId);
  const state = searchParams.get('state');
  // The filters live in the address: back from an entry, the list is as it was left.
  const filters: JournalEntryFilters = {
    journalCode: searchParams.get('journal') ?? undefined,
    state: isState(state) ? state : undefined,
    from: searchParams.get('from') ?? undefined,
    to: searchParams.get('to') ?? undefined,
  };
  const entries = useJournalEntries(workFolderId, filters);
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const total = entries.data?.pages[0]?.total ?? 0;
  const filtered = Object.values(filters).some(Boolean);

  const setFilter = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const amount = (text: string) => formatAmountText(text, language, money.scale ?? 0);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={folder ? t('list.description', { folder: folder.name }) : undefined}
        actions={
          canWrite && (
            <Button component={Link} to="/accounting/entries/new" leftSection={<IconPlus size={18} />}>
              {t('list.newEntry')}
            </Button>
          )
        }
      />
      {!workFolderId && <Alert color="blue">{t('editor.noFolder')}</Alert>}
      <Paper withBorder radius="lg" p="md" mb="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Select
            label={t('list.journal')}
            placeholder={t('list.allJournals')}
            data={(journals.data ?? []).map((journal) => ({
              value: journal.code,
              label: `${journal.code} — ${journal.label}`,
            }))}
            value={filters.journalCode ?? null}
            onChange={(value) => setFilter('journal', value)}
            clearable
          />
          <DateField label={t('list.from')} value={filters.from ?? ''} onChange={(value) => setFilter('from', value)} />
          <DateField label={t('list.to')} value={filters.to ?? ''} onChange={(value) => setFilter('to', value)} />
          <Select
            label={t('list.state')}
            placeholder={t('list.allStates')}
            data={DOCUMENT_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
            value={filters.state ?? null}
            onChange={(value) => setFilter('state', value)}
            clearable
          />
        </SimpleGrid>
        {filtered && (
          <Group justify="flex-end" mt="xs">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconFilterOff size={14} />}
              onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}
            >
              {tCommon('actions.clearFilters')}
            </Button>
          </Group>
        )}
      </Paper>
      {entries.isError && <Alert color="red">{tCommon('errors.loadFailed')}</Alert>}
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        {entries.isLoading ? (
          <Paper p="md">
            <LoadingRows count={6} />
          </Paper>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {filtered ? t('list.empty') : t('list.emptyFolder')}
          </Text>
        ) : (
          <ScrollTable minWidth={720} label={t('list.title')}>
            <Table highlightOnHover verticalSpacing="sm" aria-label={t('list.title')}>
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={130}>{t('list.date')}</Table.Th>
                  <Table.Th w={170}>{t('list.number')}</Table.Th>
                  <Table.Th w={80}>{t('list.journal')}</Table.Th>
                  <Table.Th>{t('list.label')}</Table.Th>
                  <Table.Th w={150} ta="right">
                    {t('list.amount')}
                  </Table.Th>
                  <Table.Th w={130}>{t('list.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((entry) => {
                  const to = `/accounting/entries/${encodeURIComponent(entry.id)}`;
                  const name = entry.number ?? entry.label ?? formatCalendarDate(entry.date, language);
                  return (
                    <Table.Tr
                      key={entry.id}
                      onClick={() => navigate(to)}
                      style={{ cursor: 'pointer' }}
                      data-entry={entry.id}
                    >
                      <Table.Td>{formatCalendarDate(entry.date, language)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={to}
                          ff="monospace"
                          fw={600}
                          size="sm"
                          aria-label={t('list.open', { name })}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {entry.number ?? t('list.draftNumber')}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="outline" radius="sm">
                          {entry.journalCode}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" truncate="end">
                          {entry.label ?? '—'}
                        </Text>
                        {entry.reference && (
                          <Text size="xs" c="dimmed" truncate="end">
                            {entry.reference}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {amount(entry.totals.debit)}
                      </Table.Td>
                      <Table.Td>
                        <EntryStateBadge state={entry.state} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Paper>
      {items.length > 0 && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {t('list.count', { shown: items.length, total })}
          </Text>
          {entries.hasNextPage && (
            <Button variant="default" onClick={() => entries.fetchNextPage()} loading={entries.isFetchingNextPage}>
              {tCommon('actions.loadMore')}
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
