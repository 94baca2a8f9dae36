import { describe, expect, it } from 'vitest';
import { journalRows, rowHeight } from './journal-rows.ts';

const entry = (number: string, lines: number) => ({
  id: number,
  number,
  journalCode: 'OD',
  date: '2026-03-15',
  label: `Entry ${number}`,
  sourceType: 'DOCUMENT',
  sourceId: null,
  lines: Array.from({ length: lines }, (_, index) => ({
    accountNumber: `57${index}`,
    accountLabel: 'Caisse',
    subAccountNumber: null,
    label: null,
    debit: index === 0 ? '100' : '0',
    credit: index === 0 ? '0' : '100',
    matchingCode: null,
  })),
});

describe('journalRows', () => {
  it('puts each entry heading before its lines, the last line marked', () => {
    const rows = journalRows([entry('OD-2026-000001', 2), entry('OD-2026-000002', 3)]);
    expect(
      rows.map((row) =>
        row.kind === 'entry' ? row.entry.number : `  ${row.line.accountNumber}${row.last ? '.' : ''}`,
      ),
    ).toEqual(['OD-2026-000001', '  570', '  571.', 'OD-2026-000002', '  570', '  571', '  572.']);
    expect(rows.map(rowHeight)).toEqual([40, 34, 34, 40, 34, 34, 34]);
  });

  // Bounded by size, not by time: a hundred thousand lines (a large journal page set) come out whole
  // and in order; the suite's timeout is the only clock.
  it('flattens a hundred thousand lines, each entry heading followed by its four lines', () => {
    const entries = Array.from({ length: 25_000 }, (_, index) => entry(`OD-2026-${index}`, 4));
    const rows = journalRows(entries);
    expect(rows).toHaveLength(125_000);
    expect(rows.filter((row, index) => (row.kind === 'entry') !== (index % 5 === 0))).toEqual([]);
    expect(rows.filter((row) => row.kind === 'line' && row.last)).toHaveLength(25_000);
    const last = rows.at(-5);
    expect(last?.kind === 'entry' && last.entry.number).toBe('OD-2026-24999');
  });
});
