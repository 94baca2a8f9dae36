import { AccountingError } from './errors.ts';

export type CsvErrorCode =
  | 'CSV_QUOTE_MUST_BE_CLOSED'
  | 'CSV_QUOTE_MUST_ENCLOSE_WHOLE_FIELD'
  | 'CSV_HEADER_MUST_BE_PRESENT'
  | 'CSV_ROW_WIDTH_MUST_MATCH_HEADER';

export class CsvError extends AccountingError<CsvErrorCode> {}

/** The field separators read: commas (RFC 4180), semicolons (French spreadsheets), tabs. */
export type CsvSeparator = ',' | ';' | '\t';

export type CsvTable = { header: string[]; records: Array<Record<string, string>> };

/**
 * RFC 4180: fields separated by commas, records by CRLF or LF, a field in double quotes may hold commas, line
 * breaks and doubled quotes. A quote anywhere else is refused rather than guessed at. A leading BOM is skipped.
 * Another separator than the comma may be named (bank exports in French use semicolons).
 */
export function parseCsv(text: string, separator: CsvSeparator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  if (index >= text.length) return rows;
  for (;;) {
    const field = readField(text, index, separator);
    row.push(field.value);
    const delimiter = text[field.end];
    if (delimiter === separator) {
      index = field.end + 1;
      continue;
    }
    rows.push(row);
    row = [];
    index = field.end + (delimiter === '\r' && text[field.end + 1] === '\n' ? 2 : 1);
    if (index >= text.length) return rows;
  }
}

/** Records keyed by the header's column names; blank lines are skipped. */
export function parseCsvTable(text: string): CsvTable {
  const [header, ...rows] = parseCsv(text).filter((row) => !(row.length === 1 && row[0] === ''));
  if (header === undefined) throw new CsvError('CSV_HEADER_MUST_BE_PRESENT', 'The CSV text has no header line.');
  const records = rows.map((row, rowIndex) => {
    if (row.length !== header.length) {
      throw new CsvError(
        'CSV_ROW_WIDTH_MUST_MATCH_HEADER',
        `Record ${rowIndex + 1} has ${row.length} fields; the header has ${header.length}.`,
        { rowIndex },
      );
    }
    return Object.fromEntries(header.map((name, column) => [name, row[column] ?? '']));
  });
  return { header, records };
}

function readField(text: string, start: number, separator: CsvSeparator): { value: string; end: number } {
  if (text[start] !== '"') {
    let end = start;
    while (end < text.length && !isDelimiter(text[end], separator)) {
      if (text[end] === '"') throw misplacedQuote(end);
      end += 1;
    }
    return { value: text.slice(start, end), end };
  }
  let value = '';
  let index = start + 1;
  for (;;) {
    const closing = text.indexOf('"', index);
    if (closing === -1) {
      throw new CsvError('CSV_QUOTE_MUST_BE_CLOSED', `The quote at offset ${start} is never closed.`, {
        offset: start,
      });
    }
    value += text.slice(index, closing);
    if (text[closing + 1] === '"') {
      value += '"';
      index = closing + 2;
      continue;
    }
    const end = closing + 1;
    if (end < text.length && !isDelimiter(text[end], separator)) throw misplacedQuote(end);
    return { value, end };
  }
}

function isDelimiter(character: string | undefined, separator: CsvSeparator): boolean {
  return character === separator || character === '\n' || character === '\r';
}

function misplacedQuote(offset: number): CsvError {
  return new CsvError('CSV_QUOTE_MUST_ENCLOSE_WHOLE_FIELD', `A quote at offset ${offset} is inside a field.`, {
    offset,
  });
}
