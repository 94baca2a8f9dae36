import { Alert, Badge, Box, Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconScale } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountPicker } from '../../../components/ui/account-picker.tsx';
import { BeforeClosingSwitch } from '../../../components/ui/before-closing-switch.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatAmountText, formatCalendarDate } from '../../../lib/format.ts';
import { useWindowRows } from '../../../lib/use-window-rows.ts';
import { useChartOfAccounts } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { useJournals } from '../../journal-entries/api/get-journals.ts';
import { ExportButtons } from '../../reports/public.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { type JournalFilters, useJournal } from '../api/get-journal.ts';
import { type JournalRow, journalRows, rowHeight } from '../journal-rows.ts';

/** Date | number | account | label | debit | credit: one grid for the header and every row. */
const COLUMNS = '108px 132px minmax(240px, 3fr) minmax(72px, 0.5fr) 112px 112px';
const MIN_WIDTH = 920;
/** Phones: account | debit | credit; an entry's heading holds its number, date and label. */
const COMPACT_COLUMNS = 'minmax(0, 1fr) 92px 92px';
/** The shell's side menu and the page's padding, beside the journal on a wide screen. */
const SHELL_SIDE_PX = 320;
/** The shell's top bar: the column header sticks right under it. */
const TOP_BAR_PX = 64;
/** Rows left below the viewport when the next page starts loading. */
const PREFETCH_ROWS = 60;

const cell: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const amountCell: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

function Row({
  row,
  amount,
  language,
  compact,
}: {
  row: JournalRow;
  amount: (text: string) => string;
  language: string;
  compact: boolean;
}) {
  const { t } = useTranslation('journal');
  if (compact) return <CompactRow row={row} amount={amount} language={language} />;
  if (row.kind === 'entry') {
    const { entry } = row;
    return (
      <Box
        h="100%"
        px="sm"
        bg="gray.0"
        data-entry={entry.number}
        style={{
          display: 'grid',
          gridTemplateColumns: COLUMNS,
          alignItems: 'center',
          columnGap: 12,
          borderTop: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Text size="sm" fw={600} style={cell}>
          {formatCalendarDate(entry.date, language)}
        </Text>
        <Text size="sm" fw={700} ff="monospace" style={cell}>
          {entry.number}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ gridColumn: 'span 4', minWidth: 0 }}>
          <Badge variant="outline" radius="sm" size="sm" style={{ flexShrink: 0, minWidth: 'max-content' }}>
            {entry.journalCode}
          </Badge>
          {entry.sourceType !== 'DOCUMENT' && (
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0, minWidth: 'max-content' }}>
              {t(`sources.${entry.sourceType}` as 'sources.PAYMENT', { defaultValue: entry.sourceType })}
            </Badge>
          )}
          <Text size="sm" fw={600} style={cell} title={entry.label} data-free-text>
            {entry.label}
          </Text>
        </Group>
      </Box>
    );
  }
  const { line } = row;
  return (
    <Box
      h="100%"
      px="sm"
      data-line-of={row.entry.number}
      style={{ display: 'grid', gridTemplateColumns: COLUMNS, alignItems: 'center', columnGap: 12 }}
    >
      <span />
      <span />
      <Text size="sm" style={cell} title={`${line.accountNumber} ${line.accountLabel}`}>
        <Text span ff="monospace" fw={600} mr={8}>
          {line.accountNumber}
        </Text>
        {line.subAccountNumber && (
          <Text span ff="monospace" c="grape.7" mr={8}>
            {line.subAccountNumber}
          </Text>
        )}
        {line.accountLabel}
      </Text>
      <Text size="sm" c="dimmed" style={cell} title={line.label ?? undefined} data-free-text>
        {line.label}
      </Text>
      <Text size="sm" style={amountCell}>
        {amount(line.debit)}
      </Text>
      <Text size="sm" style={amountCell}>
        {amount(line.credit)}
      </Text>
    </Box>
  );
}

function CompactRow({
  row,
  amount,
  language,
}: {
  row: JournalRow;
  amount: (text: string) => string;
  language: string;
}) {
  if (row.kind === 'entry') {
    const { entry } = row;
    return (
      <Group
        h="100%"
        px="sm"
        gap={8}
        wrap="nowrap"
        bg="gray.0"
        data-entry={entry.number}
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {entry.number}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatCalendarDate(entry.date, language)}
        </Text>
        <Text size="sm" fw={600} style={cell}>
          {entry.label}
        </Text>
      </Group>
    );
  }
  const { line } = row;
  return (
    <Box
      h="100%"
      px="sm"
      data-line-of={row.entry.number}
      style={{ display: 'grid', gridTemplateColumns: COMPACT_COLUMNS, alignItems: 'center', columnGap: 8 }}
    >
      <Text size="sm" style={cell}>
        <Text span ff="monospace" fw={600} mr={6}>
          {line.accountNumber}
        </Text>
        {line.accountLabel}
      </Text>
      <Text size="sm" style={amountCell}>
        {amount(line.debit)}
      </Text>
      <Text size="sm" style={amountCell}>
        {amount(line.credit)}
      </Text>
    </Box>
  );
}

/**
 * /accounting/journal: the posted entries of the current folder with their filters. Only the rows near
 * the viewport are drawn and the next page loads while scrolling, so 100,000 lines scroll smoothly; the
 * totals are those of the whole filter, as the API computes them.
 */
export function JournalReportScreen() {
  const { t, i18n } = useTranslation('journal');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  // Between a phone and a wide screen the full table scrolls sideways (and its header cannot stick).
  const narrow = (useMediaQuery(`(max-width: ${MIN_WIDTH + SHELL_SIDE_PX}px)`) ?? false) && !compact;
  const columns = compact ? COMPACT_COLUMNS : COLUMNS;
  const headers = compact
    ? (['account', 'debit', 'credit'] as const)
    : (['date', 'number', 'account', 'label', 'debit', 'credit'] as const);
  const [searchParams, setSearchParams] = useSearchParams();
  const { companyId, workFolderId, folder } = useCurrentWorkFolder();
  const money = useCompanyMoney();
  const journals = useJournals(companyId);
  const chart = useChartOfAccounts(companyId);
  const filters: JournalFilters = {
    journalCode: searchParams.get('journal') ?? undefined,
    from: searchParams.get('from') ?? undefined,
    to: searchParams.get('to') ?? undefined,
    accountId: searchParams.get('account') ?? undefined,
    beforeClosing: searchParams.get('beforeClosing') === 'true' ? 'true' : undefined,
  };
  const journal = useJournal(workFolderId, filters);
  const entries = useMemo(() => journal.data?.pages.flatMap((page) => page.items) ?? [], [journal.data]);
  const rows = useMemo(() => journalRows(entries), [entries]);
  const totals = journal.data?.pages[0]?.totals;
  const accounts = useMemo(
    () =>
      chart.data?.flatMap((group) =>
        group.accounts.map((account) => ({ id: account.id, number: account.number, label: account.label })),
      ) ?? [],
    [chart.data],
  );
  const { listRef, virtualizer, items, totalSize } = useWindowRows<HTMLDivElement>({
    count: rows.length,
    rowHeight: (index) => rowHeight(rows[index]),
    overscan: 16,
  });

  const lastShown = items.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = journal;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= rows.length - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShown, rows.length]);

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
  const filtered = Object.values(filters).some(Boolean);
  // The file holds what the screen shows: the same filters over the folder's dates when none are chosen.
  const exportFrom = filters.from ?? folder?.startDate;
  const exportTo = filters.to ?? folder?.endDate;
  const exportTarget =
    journal.isSuccess && exportFrom && exportTo
      ? { report: 'journal' as const, params: { ...filters }, fileName: `journal_${exportFrom}_${exportTo}` }
      : undefined;
  const scale = money.scale ?? 0;
  const amount = (text: string) => (/^0+(\.0+)?$/.test(text) ? '' : formatAmountText(text, language, scale));
  const total = (text: string | undefined) =>
    text === undefined ? '—' : formatAmountText(text, language, scale, { currency: money.currency ?? undefined });

  return (
    <>
      <PageHeader
        title={t('title')}
        description={folder ? t('description', { folder: folder.name }) : undefined}
        actions={<ExportButtons target={exportTarget} />}
      />
      {!workFolderId && <Alert color="blue">{tCommon('workFolder.none')}</Alert>}
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
        {folder?.status === 'CLOSED' && (
          <Group mt="sm">
            <BeforeClosingSwitch closed />
          </Group>
        )}
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
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={compact ? 'xs' : 'md'} mb="md">
        <StatCard label={t('totals.debit')} value={total(totals?.debit)} icon={<IconScale size={20} />} />
        <StatCard label={t('totals.credit')} value={total(totals?.credit)} icon={<IconScale size={20} />} />
        <StatCard
          visibleFrom="sm"
          label={t('totals.loaded', { count: entries.length })}
          value={new Intl.NumberFormat(language).format(entries.length)}
          hint={journal.hasNextPage ? t('totals.more') : t('totals.all')}
          icon={<IconScale size={20} />}
          color="gray"
        />
      </SimpleGrid>
      {journal.isError && <Alert color="red">{tCommon('errors.loadFailed')}</Alert>}
      <Paper withBorder radius="lg" style={{ overflowX: narrow ? 'auto' : 'visible' }}>
        <Box miw={compact ? undefined : MIN_WIDTH} component="section" aria-label={t('table')}>
          <Box
            px="sm"
            py={10}
            bg="white"
            style={{
              display: 'grid',
              gridTemplateColumns: columns,
              columnGap: compact ? 8 : 12,
              position: narrow ? 'static' : 'sticky',
              top: TOP_BAR_PX,
              zIndex: 2,
              borderBottom: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0',
            }}
          >
            {headers.map((column) => (
              <Text
                key={column}
                size="xs"
                fw={700}
                c="dimmed"
                tt="uppercase"
                ta={column === 'debit' || column === 'credit' ? 'right' : undefined}
              >
                {t(`columns.${column}`)}
              </Text>
            ))}
          </Box>
          {journal.isLoading && (
            <Box p="md">
              <LoadingRows count={8} height={24} />
            </Box>
          )}
          {journal.isSuccess && rows.length === 0 && (
            <Text c="dimmed" ta="center" p="xl">
              {filtered ? t('empty') : t('emptyFolder')}
            </Text>
          )}
          <div ref={listRef} style={{ height: totalSize, position: 'relative' }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <div
                  key={row.key}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: item.size,
                    transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                  }}
                >
                  <Row row={row} amount={amount} language={language} compact={compact} />
                </div>
              );
            })}
          </div>
          {rows.length > 0 && (
            <Box
              px="sm"
              py="sm"
              bg="gray.1"
              style={{
                display: 'grid',
                gridTemplateColumns: columns,
                columnGap: compact ? 8 : 12,
                position: narrow ? 'static' : 'sticky',
                bottom: 0,
                zIndex: 2,
                borderTop: '2px solid var(--mantine-color-gray-4)',
                borderRadius: '0 0 var(--mantine-radius-lg) var(--mantine-radius-lg)',
              }}
              data-testid="journal-totals"
            >
              <Text size="sm" fw={700} style={{ ...cell, gridColumn: compact ? undefined : 'span 4' }}>
                {compact ? t('totals.footerShort') : t('totals.footer')}
              </Text>
              <Text size="sm" fw={700} style={amountCell}>
                {totals ? formatAmountText(totals.debit, language, scale) : ''}
              </Text>
              <Text size="sm" fw={700} style={amountCell}>
                {totals ? formatAmountText(totals.credit, language, scale) : ''}
              </Text>
            </Box>
          )}
        </Box>
      </Paper>
      {journal.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => journal.fetchNextPage()} loading={journal.isFetchingNextPage}>
            {tCommon('actions.loadMore')}
          </Button>
        </Group>
      )}
    </>
  );
}
