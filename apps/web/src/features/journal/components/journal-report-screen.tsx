import { Alert, Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconScale } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatAmountText } from '../../../lib/format.ts';
import { ExportButtons } from '../../reports/public.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useJournal } from '../api/get-journal.ts';
import { journalRows } from '../journal-rows.ts';
import { JournalFiltersPanel } from './journal-filters-panel.tsx';
import { MIN_WIDTH } from './journal-report-row.tsx';
import { JournalTable } from './journal-table.tsx';
import { useJournalFilters } from './use-journal-filters.ts';

/** The shell's side menu and the page's padding, beside the journal on a wide screen. */
const SHELL_SIDE_PX = 320;

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
  const { filters, filtered, setFilter, clearFilters } = useJournalFilters();
  const { companyId, workFolderId, folder } = useCurrentWorkFolder();
  const money = useCompanyMoney();
  const journal = useJournal(workFolderId, filters);
  const entries = useMemo(() => journal.data?.pages.flatMap((page) => page.items) ?? [], [journal.data]);
  const rows = useMemo(() => journalRows(entries), [entries]);
  const totals = journal.data?.pages[0]?.totals;

  // The file holds what the screen shows: the same filters over the folder's dates when none are chosen.
  const exportFrom = filters.from ?? folder?.startDate;
  const exportTo = filters.to ?? folder?.endDate;
  const exportTarget =
    journal.isSuccess && exportFrom && exportTo
      ? { report: 'journal' as const, params: { ...filters }, fileName: `journal_${exportFrom}_${exportTo}` }
      : undefined;
  const scale = money.scale ?? 0;
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
      <JournalFiltersPanel
        companyId={companyId}
        filters={filters}
        filtered={filtered}
        folderClosed={folder?.status === 'CLOSED'}
        setFilter={setFilter}
        clearFilters={clearFilters}
      />
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
        <JournalTable
          journal={journal}
          rows={rows}
          totals={totals}
          compact={compact}
          narrow={narrow}
          filtered={filtered}
          language={language}
          scale={scale}
        />
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
