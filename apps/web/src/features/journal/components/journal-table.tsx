import type { JournalReport } from '@bilan/contract';
import { Box, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { formatAmountText } from '../../../lib/format.ts';
import { useWindowRows } from '../../../lib/use-window-rows.ts';
import { type JournalRow, rowHeight } from '../journal-rows.ts';
import { amountCell, COLUMNS, COMPACT_COLUMNS, cell, JournalReportRow, MIN_WIDTH } from './journal-report-row.tsx';

/** The shell's top bar: the column header sticks right under it. */
const TOP_BAR_PX = 64;
/** Rows left below the viewport when the next page starts loading. */
const PREFETCH_ROWS = 60;

/** The journal's pages as the screen reads them. */
interface JournalPages {
  isLoading: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The journal's table: the column header and the totals footer stick to the page (unless `narrow`, where
 * the table scrolls sideways); only the rows near the viewport are drawn, and the next page starts
 * loading before the last one shows.
 */
export function JournalTable({
  journal,
  rows,
  totals,
  compact,
  narrow,
  filtered,
  language,
  scale,
}: {
  journal: JournalPages;
  rows: readonly JournalRow[];
  totals: JournalReport['totals'] | undefined;
  compact: boolean;
  narrow: boolean;
  filtered: boolean;
  language: string;
  scale: number;
}) {
  const { t } = useTranslation('journal');
  const columns = compact ? COMPACT_COLUMNS : COLUMNS;
  const headers = compact
    ? (['account', 'debit', 'credit'] as const)
    : (['date', 'number', 'account', 'label', 'debit', 'credit'] as const);
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

  const amount = (text: string) => (/^0+(\.0+)?$/.test(text) ? '' : formatAmountText(text, language, scale));

  return (
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
              <JournalReportRow row={row} amount={amount} language={language} compact={compact} />
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
  );
}
