import { isIsoDate } from './calendar.ts';
import { AccountingError } from './errors.ts';
import { type Amount, isAmountInRange, sumAmounts } from './money.ts';

/** The six journals every company has; a company may add its own codes (two to six letters or digits). */
export const JOURNAL_CODES = ['VE', 'AC', 'BQ', 'CA', 'OD', 'AN'] as const;
export type StandardJournalCode = (typeof JOURNAL_CODES)[number];
export type JournalCode = StandardJournalCode | (string & {});

const JOURNAL_CODE_PATTERN = /^[A-Z0-9]{2,6}$/;

/**
 * Where a line is posted: an account of the company chart, optionally one of its sub-accounts (a customer…).
 * `null` is accepted beside `undefined` so rows read from the database can be passed as they are.
 */
export type LedgerAccount = { accountNumber: string; accountId?: string; subAccountId?: string | null };

/** An amount in a currency other than the company's: minor units of `currency`, on the line's side, never negative. */
export type ForeignAmount = { currency: string; amount: bigint };

/**
 * Exactly one of debit and credit is positive, the other is zero. A line of a foreign-currency document
 * or payment keeps its amount in that currency beside them (docs/decisions/0036-currencies.md).
 */
export type JournalLine = LedgerAccount & {
  label?: string | null;
  debit: Amount;
  credit: Amount;
  foreign?: ForeignAmount | null;
};

export type JournalEntry = { journalCode: JournalCode; date: string; label: string; lines: readonly JournalLine[] };

export type EntryTotals = { debit: Amount; credit: Amount };

export type EntryRuleCode =
  | 'JOURNAL_MUST_BE_KNOWN'
  | 'ENTRY_DATE_MUST_BE_VALID'
  | 'ENTRY_NEEDS_TWO_LINES'
  | 'ENTRY_LINES_MUST_NOT_EXCEED_LIMIT'
  | 'ACCOUNT_NUMBER_MUST_BE_VALID'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'AMOUNT_MUST_BE_POSITIVE'
  | 'LINE_MUST_HAVE_DEBIT_OR_CREDIT'
  | 'ENTRY_MUST_BALANCE';

export type EntryNumberErrorCode =
  | 'JOURNAL_MUST_BE_KNOWN'
  | 'ENTRY_NUMBER_COUNTER_OUT_OF_RANGE'
  | 'ENTRY_NUMBER_YEAR_OUT_OF_RANGE';

export class EntryError extends AccountingError<EntryRuleCode | EntryNumberErrorCode> {}

export type EntryViolation = { code: EntryRuleCode; message: string; lineIndex?: number };

/** An opening entry carries one line per customer and supplier sub-account, hence a generous bound. */
export const MAX_ENTRY_LINES = 100_000;
export const MAX_ENTRY_NUMBER_COUNTER = 999_999;

const ACCOUNT_NUMBER_PATTERN = /^[1-9][0-9]{0,11}$/;

export function isJournalCode(text: string): text is JournalCode {
  return JOURNAL_CODE_PATTERN.test(text);
}

/** The first broken rule, or null: the web app shows it live, the ledger write path throws it. */
export function findEntryViolation(entry: JournalEntry): EntryViolation | null {
  if (!isJournalCode(entry.journalCode)) {
    return {
      code: 'JOURNAL_MUST_BE_KNOWN',
      message: `The journal code "${entry.journalCode}" must be 2 to 6 capital letters or digits.`,
    };
  }
  if (!isIsoDate(entry.date)) {
    return { code: 'ENTRY_DATE_MUST_BE_VALID', message: `The date "${entry.date}" is not a calendar date.` };
  }
  if (entry.lines.length < 2) {
    return { code: 'ENTRY_NEEDS_TWO_LINES', message: 'A journal entry needs at least two lines.' };
  }
  if (entry.lines.length > MAX_ENTRY_LINES) {
    return {
      code: 'ENTRY_LINES_MUST_NOT_EXCEED_LIMIT',
      message: `A journal entry has at most ${MAX_ENTRY_LINES} lines.`,
    };
  }
  for (const [lineIndex, line] of entry.lines.entries()) {
    const violation = findLineViolation(line);
    if (violation !== null) return { ...violation, lineIndex };
  }
  return findTotalsViolation(entry.lines);
}

function findTotalsViolation(lines: readonly JournalLine[]): Omit<EntryViolation, 'lineIndex'> | null {
  let debit = 0n;
  let credit = 0n;
  for (const line of lines) {
    debit += line.debit;
    credit += line.credit;
  }
  if (!isAmountInRange(debit) || !isAmountInRange(credit)) {
    return { code: 'AMOUNT_OUT_OF_RANGE', message: 'The total of the entry is out of range.' };
  }
  if (debit !== credit) {
    return { code: 'ENTRY_MUST_BALANCE', message: `Debits (${debit}) and credits (${credit}) must be equal.` };
  }
  return null;
}

function findLineViolation(line: JournalLine): Omit<EntryViolation, 'lineIndex'> | null {
  if (!ACCOUNT_NUMBER_PATTERN.test(line.accountNumber)) {
    return { code: 'ACCOUNT_NUMBER_MUST_BE_VALID', message: `The account number "${line.accountNumber}" is invalid.` };
  }
  if (!isAmountInRange(line.debit) || !isAmountInRange(line.credit)) {
    return { code: 'AMOUNT_OUT_OF_RANGE', message: 'A line amount is out of range.' };
  }
  if (line.debit < 0n || line.credit < 0n) {
    return { code: 'AMOUNT_MUST_BE_POSITIVE', message: 'Debit and credit must not be negative.' };
  }
  if ((line.debit === 0n) === (line.credit === 0n)) {
    return { code: 'LINE_MUST_HAVE_DEBIT_OR_CREDIT', message: 'A line has either a debit or a credit, not both.' };
  }
  return null;
}

/** The one check every posting passes through; returns the totals so callers need not add them again. */
export function assertEntryInvariants(entry: JournalEntry): EntryTotals {
  const violation = findEntryViolation(entry);
  if (violation !== null) {
    const details: Record<string, number> = {};
    if (violation.lineIndex !== undefined) details.lineIndex = violation.lineIndex;
    throw new EntryError(violation.code, violation.message, details);
  }
  return entryTotals(entry);
}

export function entryTotals(entry: Pick<JournalEntry, 'lines'>): EntryTotals {
  return {
    debit: sumAmounts(entry.lines.map((line) => line.debit)),
    credit: sumAmounts(entry.lines.map((line) => line.credit)),
  };
}

export function mirrorLines(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}

/** Posted entries never change: a mistake is undone by this mirror, dated and labelled by the caller if needed. */
export function reverseEntry(entry: JournalEntry, overrides: { date?: string; label?: string } = {}): JournalEntry {
  const reversed: JournalEntry = {
    journalCode: entry.journalCode,
    date: overrides.date ?? entry.date,
    label: overrides.label ?? entry.label,
    lines: mirrorLines(entry.lines),
  };
  assertEntryInvariants(reversed);
  return reversed;
}

/** "OD-2026-000042": the counter is gapless per journal and work folder, kept by the caller's counter row. */
export function nextEntryNumber(journalCode: JournalCode, year: number, counter: number): string {
  if (!isJournalCode(journalCode)) {
    throw new EntryError(
      'JOURNAL_MUST_BE_KNOWN',
      `The journal code "${journalCode}" must be 2 to 6 capital letters or digits.`,
    );
  }
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) {
    throw new EntryError('ENTRY_NUMBER_YEAR_OUT_OF_RANGE', `The year ${year} must have four digits.`);
  }
  if (!Number.isSafeInteger(counter) || counter < 1 || counter > MAX_ENTRY_NUMBER_COUNTER) {
    throw new EntryError(
      'ENTRY_NUMBER_COUNTER_OUT_OF_RANGE',
      `The counter ${counter} must be between 1 and ${MAX_ENTRY_NUMBER_COUNTER}.`,
    );
  }
  return `${journalCode}-${year}-${String(counter).padStart(6, '0')}`;
}
