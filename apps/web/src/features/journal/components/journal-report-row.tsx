import { Badge, Box, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format.ts';
import type { JournalRow } from '../journal-rows.ts';

/**
 * Date | number | account | label | debit | credit: one grid for the header and every row. The account and
 * the line's label share the room left by the fixed columns: at 1280 px a label such as "Versement en
 * caisse" reads whole (e2e/ledger.e2e.ts), where a narrow label column cut it.
 */
// A line's account starts under the entry's number (a line has none), so account labels read whole at 1280 px
// beside a label column of their own.
export const COLUMNS = '104px 124px minmax(256px, 3fr) minmax(150px, 2fr) 108px 108px';
export const MIN_WIDTH = 940;
/** Phones: account | debit | credit; an entry's heading holds its number, date and label. */
export const COMPACT_COLUMNS = 'minmax(0, 1fr) 92px 92px';

export const cell: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
export const amountCell: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

/** An entry's heading on a wide screen: its date, number, journal, source and label above its lines. */
function EntryHeadingRow({
  entry,
  language,
}: {
  entry: Extract<JournalRow, { kind: 'entry' }>['entry'];
  language: string;
}) {
  const { t } = useTranslation('journal');
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
        <Badge variant="outline" radius="sm" size="sm">
          {entry.journalCode}
        </Badge>
        {entry.sourceType !== 'DOCUMENT' && (
          <Badge variant="light" color="gray" size="sm">
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

/** A row of the journal: an entry's heading or one of its lines, in the columns of a wide screen or a phone's. */
export function JournalReportRow({
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
  if (compact) return <CompactRow row={row} amount={amount} language={language} />;
  if (row.kind === 'entry') return <EntryHeadingRow entry={row.entry} language={language} />;
  const { line } = row;
  return (
    <Box
      h="100%"
      px="sm"
      data-line-of={row.entry.number}
      style={{ display: 'grid', gridTemplateColumns: COLUMNS, alignItems: 'center', columnGap: 12 }}
    >
      <span />
      <Text
        size="sm"
        style={{ ...cell, gridColumn: '2 / span 2' }}
        title={`${line.accountNumber} ${line.accountLabel}`}
      >
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
