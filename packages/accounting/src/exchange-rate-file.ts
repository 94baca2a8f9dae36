import { isIsoDate } from './calendar.ts';
import { type CsvSeparator, parseCsv } from './csv.ts';
import { type ExchangeRate, isKnownCurrency, parseExchangeRate } from './currencies.ts';
import { AccountingError } from './errors.ts';

/** One rate of a file: on `rateOn`, 1 `currency` = `rate` units of the company's currency. */
export interface ExchangeRateFileRow {
  /** The row's line in the file, from 1, as a spreadsheet shows it. */
  lineNumber: number;
  currency: string;
  rateOn: string;
  rate: ExchangeRate;
}

export type ExchangeRateFileErrorCode = 'EXCHANGE_RATE_FILE_MALFORMED' | 'EXCHANGE_RATE_INVALID' | 'CURRENCY_UNKNOWN';

/** What is wrong with one field of one line (`field`: currency, date or rate; empty for the whole line). */
export interface ExchangeRateFileProblem {
  lineNumber: number;
  field: 'currency' | 'date' | 'rate' | '';
  code: ExchangeRateFileErrorCode;
}

export interface ExchangeRateFile {
  rows: ExchangeRateFileRow[];
  problems: ExchangeRateFileProblem[];
}

/** A French export separates with semicolons and writes 655,957; any other with commas (or tabs) and 655.957. */
function separatorOf(text: string): CsvSeparator {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/** YYYY-MM-DD as is; DD/MM/YYYY (a French spreadsheet's) turned around; anything else null. */
function dateOf(text: string): string | null {
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = french ? `${french[3]}-${french[2]}-${french[1]}` : text;
  return isIsoDate(iso) ? iso : null;
}

function rowOf(
  fields: readonly string[],
  lineNumber: number,
  separator: CsvSeparator,
): ExchangeRateFileRow | ExchangeRateFileProblem[] {
  if (fields.length !== 3) return [{ lineNumber, field: '', code: 'EXCHANGE_RATE_FILE_MALFORMED' }];
  const [currencyText = '', dateText = '', rateText = ''] = fields.map((field) => field.trim());
  const currency = currencyText.toUpperCase();
  const rateOn = dateOf(dateText);
  const decimal = (separator === ';' ? rateText.replace(',', '.') : rateText).replace(/[\s\u00a0\u202f]/g, '');
  const problems: ExchangeRateFileProblem[] = [];
  if (!isKnownCurrency(currency)) problems.push({ lineNumber, field: 'currency', code: 'CURRENCY_UNKNOWN' });
  if (rateOn === null) problems.push({ lineNumber, field: 'date', code: 'EXCHANGE_RATE_FILE_MALFORMED' });
  let rate: ExchangeRate | null = null;
  try {
    rate = parseExchangeRate(decimal);
  } catch (error) {
    if (!(error instanceof AccountingError)) throw error;
    problems.push({ lineNumber, field: 'rate', code: 'EXCHANGE_RATE_INVALID' });
  }
  if (problems.length > 0 || rate === null || rateOn === null) return problems;
  return { lineNumber, currency, rateOn, rate };
}

/**
 * Reads a file of rates, one `currency;date;rate` (or `,` / tab) per line, a header line optional
 * (a first line whose rate is not a number), blank lines skipped. Every line is read, so the user
 * learns of every wrong line at once; the caller imports the rows only when there is no problem.
 */
export function parseExchangeRateFile(text: string): ExchangeRateFile {
  const separator = separatorOf(text);
  let table: string[][];
  try {
    table = parseCsv(text, separator);
  } catch (error) {
    if (!(error instanceof AccountingError)) throw error;
    return { rows: [], problems: [{ lineNumber: 1, field: '', code: 'EXCHANGE_RATE_FILE_MALFORMED' }] };
  }
  const rows: ExchangeRateFileRow[] = [];
  const problems: ExchangeRateFileProblem[] = [];
  table.forEach((fields, index) => {
    if (fields.every((field) => field.trim() === '')) return;
    const isHeader = index === 0 && !/\d/.test(fields[2] ?? '');
    if (isHeader) return;
    const row = rowOf(fields, index + 1, separator);
    if (Array.isArray(row)) problems.push(...row);
    else rows.push(row);
  });
  if (rows.length === 0 && problems.length === 0) {
    problems.push({ lineNumber: 1, field: '', code: 'EXCHANGE_RATE_FILE_MALFORMED' });
  }
  return { rows, problems };
}
