import {
  type Amount,
  AmountError,
  entryTotals,
  findEntryViolation,
  formatAmount,
  type JournalLine,
  parseAmount,
  subtractAmounts,
  ZERO_AMOUNT,
} from '@bilan/accounting';
import type { AccountingDocument, DocumentBody } from '@bilan/contract';
import { normalizeDecimalInput, readDecimalInput } from '../../lib/decimal-input.ts';

/** One line of the entry grid, as the user typed it (amounts are text until they are sent). */
export interface EntryLineValues {
  accountId: string | null;
  subAccountId: string | null;
  label: string;
  debit: string;
  credit: string;
}

export interface EntryFormValues {
  date: string;
  journalCode: string;
  label: string;
  reference: string;
  lines: EntryLineValues[];
}

export type JournalEntryBody = Extract<DocumentBody, { type: 'JOURNAL_ENTRY' }>;

export const DEFAULT_JOURNAL_CODE = 'OD';

export function emptyLine(): EntryLineValues {
  return { accountId: null, subAccountId: null, label: '', debit: '', credit: '' };
}

/** A new entry: two empty lines, since an entry needs at least two. */
export function newEntryValues(date: string, journalCode = DEFAULT_JOURNAL_CODE): EntryFormValues {
  return { date, journalCode, label: '', reference: '', lines: [emptyLine(), emptyLine()] };
}

/** A saved document back into the grid: the side a line does not use stays empty. */
export function entryValuesOf(document: AccountingDocument): EntryFormValues {
  const side = (amount: string | null) => (amount && !/^0+(\.0+)?$/.test(amount) ? amount : '');
  return {
    date: document.date,
    journalCode: document.journalCode,
    label: document.label ?? '',
    reference: document.reference ?? '',
    lines: document.lines.map((line) => ({
      accountId: line.accountId,
      subAccountId: line.subAccountId,
      label: line.label ?? '',
      debit: side(line.debit),
      credit: side(line.credit),
    })),
  };
}

export type AmountReading = { ok: true; amount: Amount } | { ok: false; code: string };

/** Reads an amount cell at the currency's scale; an empty cell is zero. */
export function readAmount(text: string, scale: number, language: string): AmountReading {
  const typed = readDecimalInput(text, language);
  if (!typed.ok && typed.code === 'NUMBER_AMBIGUOUS') return typed;
  const normalized = normalizeDecimalInput(text, language);
  if (normalized === '') return { ok: true, amount: ZERO_AMOUNT };
  try {
    return { ok: true, amount: parseAmount(normalized, scale) };
  } catch (error) {
    if (error instanceof AmountError) return { ok: false, code: error.code };
    throw error;
  }
}

/** The API's text for an amount cell: canonical when it reads, as typed when not (the API names the problem). */
export function amountText(text: string, scale: number, language: string): string | null {
  const normalized = normalizeDecimalInput(text, language);
  if (normalized === '') return null;
  const reading = readAmount(text, scale, language);
  return reading.ok ? formatAmount(reading.amount, scale) : normalized;
}

export function isBlankLine(line: EntryLineValues): boolean {
  return !line.accountId && line.label.trim() === '' && line.debit.trim() === '' && line.credit.trim() === '';
}

export interface EntryCheck {
  debit: Amount;
  credit: Amount;
  /** debit − credit: zero when the entry balances. */
  difference: Amount;
  /** A rule code per grid line (null when the line is fine or blank). */
  lineCodes: (string | null)[];
  /** The first rule that keeps the entry from being validated, or null. */
  violation: string | null;
}

function lineCode(line: EntryLineValues, scale: number, language: string): string | null {
  const debit = readAmount(line.debit, scale, language);
  const credit = readAmount(line.credit, scale, language);
  if (!debit.ok) return debit.code;
  if (!credit.ok) return credit.code;
  if (debit.amount < 0n || credit.amount < 0n) return 'AMOUNT_MUST_BE_POSITIVE';
  if ((debit.amount === 0n) === (credit.amount === 0n)) return 'LINE_MUST_HAVE_DEBIT_OR_CREDIT';
  if (!line.accountId) return 'ACCOUNT_REQUIRED';
  return null;
}

/**
 * The live check of the editor: totals and difference over the lines that read, a code for each broken
 * line, and the first rule (the accounting package's, as the API applies them) that blocks validation.
 */
export function checkEntry(
  values: Pick<EntryFormValues, 'date' | 'journalCode' | 'label' | 'lines'>,
  context: { scale: number; language: string; accountNumberOf: (accountId: string) => string | undefined },
): EntryCheck {
  const lineCodes: (string | null)[] = [];
  const journalLines: JournalLine[] = [];
  for (const line of values.lines) {
    if (isBlankLine(line)) {
      lineCodes.push(null);
      continue;
    }
    const code = lineCode(line, context.scale, context.language);
    lineCodes.push(code);
    const debit = readAmount(line.debit, context.scale, context.language);
    const credit = readAmount(line.credit, context.scale, context.language);
    journalLines.push({
      accountNumber: line.accountId ? (context.accountNumberOf(line.accountId) ?? '') : '',
      debit: debit.ok ? debit.amount : ZERO_AMOUNT,
      credit: credit.ok ? credit.amount : ZERO_AMOUNT,
    });
  }
  let totals: { debit: Amount; credit: Amount; difference: Amount };
  try {
    const sums = entryTotals({ lines: journalLines });
    totals = { ...sums, difference: subtractAmounts(sums.debit, sums.credit) };
  } catch (error) {
    // Totals beyond the accounting package's range: shown as zero, and the entry cannot be validated.
    if (!(error instanceof AmountError)) throw error;
    return { debit: ZERO_AMOUNT, credit: ZERO_AMOUNT, difference: ZERO_AMOUNT, lineCodes, violation: error.code };
  }
  const firstLineCode = lineCodes.find((code) => code !== null) ?? null;
  const violation =
    firstLineCode ??
    findEntryViolation({
      journalCode: values.journalCode,
      date: values.date,
      label: values.label,
      lines: journalLines,
    })?.code ??
    null;
  return { ...totals, lineCodes, violation };
}

/**
 * The document body of docs/seed-spec.md §7 ({ type, date, label, reference, journalCode, lines }), without the
 * blank lines; `gridLineOf[i]` is the grid line of the body's line i, to place the API's 'lines.i' errors.
 */
export function toDocumentBody(
  values: EntryFormValues,
  scale: number,
  language: string,
): { body: JournalEntryBody; gridLineOf: number[] } {
  const gridLineOf: number[] = [];
  const lines: JournalEntryBody['lines'] = [];
  values.lines.forEach((line, index) => {
    if (isBlankLine(line)) return;
    gridLineOf.push(index);
    lines.push({
      accountId: line.accountId ?? '',
      subAccountId: line.subAccountId,
      label: line.label.trim() || null,
      debit: amountText(line.debit, scale, language),
      credit: amountText(line.credit, scale, language),
    });
  });
  return {
    body: {
      type: 'JOURNAL_ENTRY',
      date: values.date,
      label: values.label.trim() || null,
      reference: values.reference.trim() || null,
      journalCode: values.journalCode || DEFAULT_JOURNAL_CODE,
      lines,
    },
    gridLineOf,
  };
}

/** 'lines.3.debit' → 3; anything else → null. */
export function lineIndexOfPath(path: string): number | null {
  const match = /^lines\.(\d+)(\.|$)/.exec(path);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Today when the folder covers it, else the folder's nearest end: where a new entry is most likely dated. */
export function defaultEntryDate(today: string, folder: { startDate: string; endDate: string } | null): string {
  if (!folder) return today;
  if (today < folder.startDate) return folder.startDate;
  if (today > folder.endDate) return folder.endDate;
  return today;
}
