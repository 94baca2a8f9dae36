import type { Language } from '@bilan/contract';
import type { ReportTable } from './report-table.ts';

// A text cell starting with one of these would run as a formula in a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * How a spreadsheet of the reader's language reads a CSV: French Excel splits cells on `;` and reads
 * "1234,5" as a number (its list separator is `;` because `,` is its decimal mark); English on `,` and ".".
 */
export function csvConventions(language: Language): { separator: ';' | ','; decimal: ',' | '.' } {
  return language === 'fr' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/** RFC 4180 CSV with a header block; text cells are guarded, amount cells stay plain numbers. */
export function renderCsv(table: ReportTable): Buffer {
  const { separator, decimal } = csvConventions(table.language);
  const lines = [
    [table.companyName],
    [table.title],
    [table.period],
    [table.generatedAt],
    [],
    table.columns.map((column) => column.label),
    ...table.rows.map((row) =>
      table.columns.map((column) => cellText(row[column.key], column.amount === true, decimal)),
    ),
  ];
  const text = lines
    .map((cells) =>
      cells.map((cell, index) => quote(cell, index === 0 && cells.length === 1, separator)).join(separator),
    )
    .join('\r\n');
  // The byte-order mark makes spreadsheets read UTF-8 (accents) correctly.
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/** An amount of the API ("-1234.5") with the reader's decimal mark; no thousands separator, so it stays a number. */
export function csvAmount(value: string, decimal: ',' | '.'): string {
  return decimal === ',' && /^-?\d+\.\d+$/.test(value) ? value.replace('.', ',') : value;
}

function cellText(value: string | number | null | undefined, amount: boolean, decimal: ',' | '.'): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (amount) return csvAmount(text, decimal);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(cell: string, header: boolean, separator: string): string {
  const guarded = header && FORMULA_START.test(cell) ? `'${cell}` : cell;
  return guarded.includes(separator) || /["\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}
