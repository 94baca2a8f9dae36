import type { ReportTable } from './report-table.ts';

// A text cell starting with one of these would run as a formula in a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 CSV with a header block; text cells are guarded, amount cells stay plain numbers. */
export function renderCsv(table: ReportTable): Buffer {
  const lines = [
    [table.companyName],
    [table.title],
    [table.period],
    [table.generatedAt],
    [],
    table.columns.map((column) => column.label),
    ...table.rows.map((row) => table.columns.map((column) => cellText(row[column.key], column.amount === true))),
  ];
  const text = lines
    .map((cells) => cells.map((cell, index) => quote(cell, index === 0 && cells.length === 1)).join(','))
    .join('\r\n');
  // The byte-order mark makes spreadsheets read UTF-8 (accents) correctly.
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

function cellText(value: string | number | null | undefined, amount: boolean): string {
  const text = value === null || value === undefined ? '' : String(value);
  return !amount && FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(cell: string, header: boolean): string {
  const guarded = header && FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}
