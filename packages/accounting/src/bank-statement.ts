import { isIsoDate } from './calendar.ts';
import { AccountingError } from './errors.ts';
import { type Amount, isAmountInRange, parseAmount, toAmount } from './money.ts';

/**
 * A bank or mobile-money statement as its file tells it, before anything is saved
 * (docs/decisions/0012-bank-reconciliation.md). Amounts are signed from the account holder's side:
 * positive is money in (a debit of the treasury account in the books), negative money out.
 */
export interface StatementLine {
  /** The line of the file it was read from, 1-based: what a refusal names. */
  lineNumber: number;
  valueOn: string;
  label: string;
  reference: string | null;
  counterpartyPhone: string | null;
  amount: Amount;
  /** The balance after this line, when the file states it. */
  runningBalance: Amount | null;
}

export interface ParsedStatement {
  lines: StatementLine[];
  openingBalance: Amount | null;
  closingBalance: Amount | null;
  /** The account the statement names (an IBAN, or the bank's own account id), without spaces; absent when none. */
  accountIdentifier?: string | null;
  /** The currency the statement states (ISO 4217); absent when it states none, as a CSV export. */
  currency?: string | null;
}

/** A line of the file that cannot be read, and why. */
export interface StatementFault {
  lineNumber: number;
  field: string;
  code: string;
}

export type StatementErrorCode =
  | 'STATEMENT_FILE_MALFORMED'
  | 'STATEMENT_BALANCES_MUST_AGREE'
  | 'STATEMENT_CURRENCY_MISMATCH'
  | 'STATEMENT_ACCOUNT_MISMATCH';

const REFUSAL_WORDS: Record<StatementErrorCode, string> = {
  STATEMENT_FILE_MALFORMED: 'Unreadable',
  STATEMENT_BALANCES_MUST_AGREE: 'Inconsistent',
  STATEMENT_CURRENCY_MISMATCH: "Currency not the account's at",
  STATEMENT_ACCOUNT_MISMATCH: 'Another account named at',
};

/** A refusal of a whole file, naming each line at fault (a file is imported whole or not at all). */
export class StatementError extends AccountingError<StatementErrorCode> {
  readonly faults: readonly StatementFault[];

  constructor(code: StatementErrorCode, faults: readonly StatementFault[]) {
    const lines = [...new Set(faults.map((fault) => fault.lineNumber))].join(', ');
    super(code, `${REFUSAL_WORDS[code]} lines: ${lines}`);
    this.faults = faults;
  }
}

/** At most this many lines per file: a year of a busy mobile-money wallet fits, a runaway file does not. */
export const STATEMENT_LINES_MAX = 20_000;
export const STATEMENT_LABEL_MAX = 300;

/** Collects the faults of a file's lines and throws them together, so the user fixes the file once. */
export class FaultList {
  readonly faults: StatementFault[] = [];

  add(lineNumber: number, field: string, code: string): void {
    if (this.faults.length < 100) this.faults.push({ lineNumber, field, code });
  }

  throwIfAny(): void {
    if (this.faults.length > 0) throw new StatementError('STATEMENT_FILE_MALFORMED', this.faults);
  }
}

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD-MM-YYYY', 'DD.MM.YYYY', 'YYYYMMDD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const DATE_PATTERNS: Record<DateFormat, { pattern: RegExp; order: [number, number, number] }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{2})-(\d{2})/, order: [1, 2, 3] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: [3, 2, 1] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: [3, 1, 2] },
  'DD-MM-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})/, order: [3, 2, 1] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})/, order: [3, 2, 1] },
  YYYYMMDD: { pattern: /^(\d{4})(\d{2})(\d{2})/, order: [1, 2, 3] },
};

/** The calendar date of a cell in the given layout; a time after it is ignored. Null when not a date. */
export function parseStatementDate(text: string, format: DateFormat): string | null {
  const { pattern, order } = DATE_PATTERNS[format];
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = order.map((group) => match[group] ?? '');
  const iso = `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The dates a statement line may have; PostgreSQL would refuse year 0, and no bank dates a line before 1900. */
export const STATEMENT_DATE_MIN = '1900-01-01';
export const STATEMENT_DATE_MAX = '2999-12-31';

/**
 * The date of a statement line, or null after naming its fault: `DATE_INVALID` when the cell is not
 * a date in the layout, `DATE_OUT_OF_RANGE` when it is one outside STATEMENT_DATE_MIN…MAX.
 */
export function readLineDate(text: string, format: DateFormat, fault: (code: string) => void): string | null {
  const valueOn = parseStatementDate(text, format);
  if (valueOn === null) fault('DATE_INVALID');
  else if (valueOn < STATEMENT_DATE_MIN || valueOn > STATEMENT_DATE_MAX) fault('DATE_OUT_OF_RANGE');
  else return valueOn;
  return null;
}

/** Longer than this, a cell is no amount: parsing its digits as a bigint would cost time for nothing. */
const AMOUNT_TEXT_MAX = 64;

/**
 * An amount as statements print it: spaces (also non-breaking) or the other separator between
 * thousands, a leading + or -, a trailing -, or parentheses for a negative. Null when unreadable or
 * more precise than the currency.
 */
export function parseStatementAmount(text: string, scale: number, decimalSeparator: '.' | ','): Amount | null {
  if (text.length > AMOUNT_TEXT_MAX) return null;
  let cleaned = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (cleaned === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(cleaned)) {
    negative = true;
    cleaned = cleaned.slice(1, -1);
  }
  if (cleaned.endsWith('-')) {
    negative = !negative;
    cleaned = cleaned.slice(0, -1);
  }
  if (cleaned.startsWith('+')) cleaned = cleaned.slice(1);
  else if (cleaned.startsWith('-')) {
    negative = !negative;
    cleaned = cleaned.slice(1);
  }
  cleaned = decimalSeparator === ',' ? cleaned.replaceAll('.', '').replace(',', '.') : cleaned.replaceAll(',', '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  try {
    const amount = parseAmount(cleaned, scale);
    return toAmount(negative ? -amount : amount);
  } catch {
    return null;
  }
}

/** A label as stored: one line, trimmed, bounded. */
export function cleanLabel(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, STATEMENT_LABEL_MAX);
}

/** A phone number's digits, with a leading + kept; null when it holds fewer than 6 digits. */
export function cleanPhone(text: string): string | null {
  const digits = text.replace(/[^\d]/g, '');
  if (digits.length < 6) return null;
  return digits.slice(0, 20);
}

/** A statement whose balances were checked, each line with the balance after it. */
export interface CheckedStatement {
  lines: Array<StatementLine & { balanceAfter: Amount }>;
  openingBalance: Amount;
  closingBalance: Amount;
  startOn: string;
  endOn: string;
}

/**
 * Checks a statement's balances against its lines: each running balance is the one before plus the
 * line, and opening plus the lines is closing. The opening balance is the file's, else the first
 * running balance less its line, else the closing balance less the lines (OFX states only the
 * closing one), else `knownOpening` (the account's balance before the file).
 */
export function checkStatementBalances(statement: ParsedStatement, knownOpening: Amount): CheckedStatement {
  const [first] = statement.lines;
  const last = statement.lines.at(-1);
  if (!first || !last) {
    throw new StatementError('STATEMENT_FILE_MALFORMED', [{ lineNumber: 1, field: 'lines', code: 'LINES_REQUIRED' }]);
  }
  const total = statement.lines.reduce((sum, line) => sum + line.amount, 0n);
  const opening =
    statement.openingBalance ??
    (first.runningBalance !== null
      ? toAmount(first.runningBalance - first.amount)
      : statement.closingBalance !== null
        ? toAmount(statement.closingBalance - total)
        : knownOpening);
  const faults: StatementFault[] = [];
  let balance: bigint = opening;
  const lines = statement.lines.map((line) => {
    balance += line.amount;
    if (!isAmountInRange(balance))
      faults.push({ lineNumber: line.lineNumber, field: 'amount', code: 'AMOUNT_OUT_OF_RANGE' });
    if (line.runningBalance !== null && line.runningBalance !== balance) {
      faults.push({ lineNumber: line.lineNumber, field: 'runningBalance', code: 'RUNNING_BALANCE_MUST_FOLLOW_LINES' });
      balance = line.runningBalance;
    }
    return { ...line, balanceAfter: toAmount(balance) };
  });
  const closing = statement.closingBalance ?? toAmount(balance);
  if (closing !== balance) {
    faults.push({ lineNumber: last.lineNumber, field: 'closingBalance', code: 'CLOSING_BALANCE_MUST_FOLLOW_LINES' });
  }
  if (faults.length > 0) throw new StatementError('STATEMENT_BALANCES_MUST_AGREE', faults.slice(0, 100));
  const dates = lines.map((line) => line.valueOn).sort();
  return {
    lines,
    openingBalance: opening,
    closingBalance: closing,
    startOn: dates[0] ?? first.valueOn,
    endOn: dates.at(-1) ?? last.valueOn,
  };
}

/**
 * What makes a line the same line when a file is imported again or overlaps another: its date,
 * amount, label, reference and its rank among the identical lines of its file (two fees of 100 on
 * the same day are two lines). The API hashes it; the hash is unique per treasury account.
 */
export function statementLineKeys(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = [line.valueOn, line.amount.toString(), line.label.toLowerCase(), line.reference ?? ''].join('\u001f');
    const rank = (seen.get(base) ?? 0) + 1;
    seen.set(base, rank);
    return `${base}\u001f${rank}`;
  });
}
