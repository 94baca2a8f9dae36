import type { JournalReportEntry } from '@bilan/contract';

export type JournalRow =
  | { kind: 'entry'; key: string; entry: JournalReportEntry }
  | { kind: 'line'; key: string; entry: JournalReportEntry; line: JournalReportEntry['lines'][number]; last: boolean };

export const ENTRY_ROW_HEIGHT = 40;
export const LINE_ROW_HEIGHT = 34;

/** The journal as rows of one height each: an entry's heading, then its lines. */
export function journalRows(entries: readonly JournalReportEntry[]): JournalRow[] {
  const rows: JournalRow[] = [];
  for (const entry of entries) {
    rows.push({ kind: 'entry', key: entry.id, entry });
    entry.lines.forEach((line, index) => {
      rows.push({ kind: 'line', key: `${entry.id}:${index}`, entry, line, last: index === entry.lines.length - 1 });
    });
  }
  return rows;
}

export function rowHeight(row: JournalRow | undefined): number {
  return row?.kind === 'entry' ? ENTRY_ROW_HEIGHT : LINE_ROW_HEIGHT;
}
