import {
  cleanLabel,
  cleanPhone,
  type DateFormat,
  FaultList,
  type ParsedStatement,
  parseStatementAmount,
  readLineDate,
  STATEMENT_LINES_MAX,
  type StatementLine,
} from './bank-statement.ts';
import { checkStatementHeaders, type StatementAccount } from './bank-statement-account.ts';
import { CsvError, type CsvSeparator, parseCsv } from './csv.ts';
import { type Amount, toAmount } from './money.ts';

/**
 * Which column of a CSV statement holds what, by header name (compared without case or accents).
 * Either `amount` (signed, negative out) or `debit` and `credit` (money out and money in, as banks
 * print them from the holder's side) must be named.
 */
export interface CsvStatementMapping {
  separator: CsvSeparator;
  decimalSeparator: '.' | ',';
  dateFormat: DateFormat;
  /** The line of the file holding the column names, 1-based: exports often start with a title block. */
  headerLine: number;
  columns: {
    date: string;
    label: string;
    amount?: string | null;
    debit?: string | null;
    credit?: string | null;
    reference?: string | null;
    counterpartyPhone?: string | null;
    balance?: string | null;
    /** ISO 4217 per line; without it, a column of one of `CURRENCY_COLUMN_NAMES` is read, else the account's is assumed. */
    currency?: string | null;
  };
}

/** Header names of a currency column that is read even when the mapping names none. */
export const CURRENCY_COLUMN_NAMES = ['currency', 'devise', 'ccy', 'monnaie'] as const;

export const CSV_PRESETS = ['MTN_MOMO', 'ORANGE_MONEY'] as const;
export type CsvPreset = (typeof CSV_PRESETS)[number];

/**
 * The layouts of the operators' statement exports as Bilan reads them (docs/decisions/0012): MTN
 * Mobile Money, comma-separated with a signed amount and ISO dates; Orange Money, semicolon-separated
 * in French with debit and credit columns, day-first dates and decimal commas.
 */
export const CSV_PRESET_MAPPINGS: Readonly<Record<CsvPreset, CsvStatementMapping>> = {
  MTN_MOMO: {
    separator: ',',
    decimalSeparator: '.',
    dateFormat: 'YYYY-MM-DD',
    headerLine: 1,
    columns: {
      date: 'Date',
      reference: 'Transaction ID',
      label: 'Description',
      counterpartyPhone: 'Counterparty',
      amount: 'Amount',
      balance: 'Balance',
    },
  },
  ORANGE_MONEY: {
    separator: ';',
    decimalSeparator: ',',
    dateFormat: 'DD/MM/YYYY',
    headerLine: 1,
    columns: {
      date: 'Date',
      reference: 'Référence',
      label: 'Libellé',
      counterpartyPhone: 'Numéro',
      debit: 'Débit',
      credit: 'Crédit',
      balance: 'Solde',
    },
  },
};

const normalized = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The 1-based line of the file where a character offset sits. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index++) if (text[index] === '\n') line++;
  return line;
}

/** The file's rows, each with its line number; unreadable quoting refuses the file at its line. */
function readRows(text: string, separator: CsvSeparator): Array<{ lineNumber: number; cells: string[] }> {
  let rows: string[][];
  try {
    rows = parseCsv(text, separator);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const faults = new FaultList();
    faults.add(lineAt(text, Number(error.details.offset ?? 0)), 'quote', error.code);
    faults.throwIfAny();
    return [];
  }
  let lineNumber = 1;
  return rows.map((cells) => {
    const row = { lineNumber, cells };
    lineNumber += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
    return row;
  });
}

/**
 * A CSV statement read through its mapping: every line read, or every fault named by its line. With
 * `account`, a currency column (the mapping's, else one named as `CURRENCY_COLUMN_NAMES`) must say the
 * account's currency on every line that fills it, else the file is refused before its amounts are read.
 */
export function parseCsvStatement(
  text: string,
  mapping: CsvStatementMapping,
  scale: number,
  account: StatementAccount | null = null,
): ParsedStatement {
  const faults = new FaultList();
  const rows = readRows(text, mapping.separator).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const headerIndex = rows.findIndex((row) => row.lineNumber >= mapping.headerLine);
  const header = rows[headerIndex];
  if (!header) {
    faults.add(mapping.headerLine, 'header', 'CSV_HEADER_MUST_BE_PRESENT');
    faults.throwIfAny();
    return { lines: [], openingBalance: null, closingBalance: null };
  }
  const names = header.cells.map(normalized);
  const indexOf = (column: string | null | undefined): number | null => {
    if (!column) return null;
    const index = names.indexOf(normalized(column));
    if (index === -1) faults.add(header.lineNumber, column, 'COLUMN_MUST_BE_PRESENT');
    return index === -1 ? null : index;
  };
  const { columns } = mapping;
  const at = {
    date: indexOf(columns.date),
    label: indexOf(columns.label),
    amount: indexOf(columns.amount),
    debit: indexOf(columns.debit),
    credit: indexOf(columns.credit),
    reference: indexOf(columns.reference),
    phone: indexOf(columns.counterpartyPhone),
    balance: indexOf(columns.balance),
  };
  if (!columns.amount && !(columns.debit && columns.credit)) {
    faults.add(header.lineNumber, 'amount', 'AMOUNT_COLUMN_MUST_BE_NAMED');
  }
  faults.throwIfAny();
  const records = rows.slice(headerIndex + 1);
  if (account) checkCurrencyColumn(records, currencyColumnOf(names, columns.currency, indexOf), account);
  if (records.length > STATEMENT_LINES_MAX)
    faults.add(records[STATEMENT_LINES_MAX]?.lineNumber ?? 0, 'lines', 'TOO_MANY_LINES');
  faults.throwIfAny();
  const lines: StatementLine[] = [];
  for (const { lineNumber, cells } of records) {
    const cell = (index: number | null) => (index === null ? '' : (cells[index] ?? '').trim());
    if (cells.length < header.cells.length) faults.add(lineNumber, 'row', 'CSV_ROW_WIDTH_MUST_MATCH_HEADER');
    const valueOn = readLineDate(cell(at.date), mapping.dateFormat, (code) => faults.add(lineNumber, 'date', code));
    const amount = lineAmount(cell, at, scale, mapping.decimalSeparator);
    if (amount === null) faults.add(lineNumber, 'amount', 'AMOUNT_INVALID');
    let runningBalance: Amount | null = null;
    if (at.balance !== null && cell(at.balance) !== '') {
      runningBalance = parseStatementAmount(cell(at.balance), scale, mapping.decimalSeparator);
      if (runningBalance === null) faults.add(lineNumber, 'balance', 'AMOUNT_INVALID');
    }
    if (!valueOn || amount === null) continue;
    lines.push({
      lineNumber,
      valueOn,
      label: cleanLabel(cell(at.label)),
      reference: cleanLabel(cell(at.reference)).slice(0, 100) || null,
      counterpartyPhone: cleanPhone(cell(at.phone)),
      amount,
      runningBalance,
    });
  }
  faults.throwIfAny();
  return { lines, openingBalance: null, closingBalance: null };
}

/** The signed amount of a row: its amount column, or its credit less its debit. Null when unreadable or zero. */
function lineAmount(
  cell: (index: number | null) => string,
  at: { amount: number | null; debit: number | null; credit: number | null },
  scale: number,
  decimalSeparator: '.' | ',',
): Amount | null {
  if (at.amount !== null) {
    const amount = parseStatementAmount(cell(at.amount), scale, decimalSeparator);
    return amount === 0n ? null : amount;
  }
  const debitText = cell(at.debit);
  const creditText = cell(at.credit);
  const debit = debitText === '' ? 0n : parseStatementAmount(debitText, scale, decimalSeparator);
  const credit = creditText === '' ? 0n : parseStatementAmount(creditText, scale, decimalSeparator);
  if (debit === null || credit === null) return null;
  // Some exports print money out as a negative debit: the column says the side, the sign does not.
  const amount = (credit < 0n ? -credit : credit) - (debit < 0n ? -debit : debit);
  return amount === 0n ? null : toAmount(amount);
}

/** The index of the currency column: the mapping's (missing is a fault), else one with a usual name. */
function currencyColumnOf(
  names: readonly string[],
  mapped: string | null | undefined,
  indexOf: (column: string | null | undefined) => number | null,
): number | null {
  if (mapped) return indexOf(mapped);
  const index = names.findIndex((name) => (CURRENCY_COLUMN_NAMES as readonly string[]).includes(name));
  return index === -1 ? null : index;
}

/** Every line stating a currency states the account's (an empty cell is the account's). */
function checkCurrencyColumn(
  records: ReadonlyArray<{ lineNumber: number; cells: string[] }>,
  column: number | null,
  account: StatementAccount,
): void {
  if (column === null) return;
  checkStatementHeaders(
    records.flatMap(({ lineNumber, cells }) => {
      const currency = (cells[column] ?? '').trim().toUpperCase();
      return currency === '' ? [] : [{ lineNumber, accountIdentifier: null, currency }];
    }),
    { currency: account.currency, identifier: null },
  );
}
