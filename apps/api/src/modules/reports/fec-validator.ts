import { isIsoDate } from '@bilan/accounting';
import { FEC_COLUMNS } from './fec-export.ts';

export interface FecExpectations {
  fileName: string;
  encoding: 'iso-8859-15' | 'utf-8';
  folder: { startOn: string; endOn: string };
}

const COLUMN = Object.fromEntries(FEC_COLUMNS.map((name, index) => [name, index])) as Record<
  (typeof FEC_COLUMNS)[number],
  number
>;
const REQUIRED = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'ValidDate',
] as const;

/** A YYYYMMDD that is a day of the calendar. */
function isDay(text: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return false;
  return isIsoDate(`${match[1]}-${match[2]}-${match[3]}`);
}

/** Minor units of an FEC amount ("1199,99"), or null when it is not written as the format asks. */
function minorUnits(text: string): bigint | null {
  const match = /^(\d+)(?:,(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Every rule of the FEC format (article A47 A-1 of the LPF, as the DGFiP's Test Compta Demat reads it)
 * checked on a file: each broken rule once, with the line where it was first seen. Used by the tests.
 */
export function fecViolations(bytes: Uint8Array, expected: FecExpectations): string[] {
  const violations = new Set<string>();
  const fail = (rule: string) => violations.add(rule);
  const name = /^(\d{9})FEC(\d{8})\.txt$/.exec(expected.fileName);
  if (!name) fail('FILE_NAME_IS_SIREN_FEC_CLOSING_DATE');
  else if (name[2] !== expected.folder.endOn.replaceAll('-', '')) fail('FILE_NAME_DATE_IS_CLOSING_DATE');
  let text: string;
  try {
    text = new TextDecoder(expected.encoding, { fatal: true }).decode(bytes);
  } catch {
    return [...violations, 'ENCODING'];
  }
  if (!text.endsWith('\r\n')) fail('LINES_END_WITH_CRLF');
  const [header, ...rows] = text.replace(/\r\n$/, '').split('\r\n');
  if (header !== FEC_COLUMNS.join('\t')) fail('HEADER_IS_THE_18_COLUMNS');
  const entries = new Map<string, { balance: bigint; journal: string; date: string; lastRow: number }>();
  const lastNumberOfJournal = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    const fields = row.split('\t');
    if (row.includes('\n') || row.includes('\r')) fail('NO_LINE_BREAK_INSIDE_A_LINE');
    if (fields.length !== FEC_COLUMNS.length) {
      fail('LINE_HAS_18_FIELDS');
      continue;
    }
    const field = (column: keyof typeof COLUMN) => fields[COLUMN[column]] ?? '';
    const amounts = checkLine(field, expected.folder, fail);
    if (!amounts) continue;
    const { debit, credit } = amounts;
    const number = field('EcritureNum');
    const entry = entries.get(number);
    if (!entry) {
      // A new entry: the next number of its journal, so numbers run on without gaps in validation order.
      const counter = Number(/(\d+)$/.exec(number)?.[1] ?? Number.NaN);
      const previous = lastNumberOfJournal.get(field('JournalCode'));
      if (counter !== (previous ?? 0) + 1) fail('ECRITURE_NUM_CONTINUOUS_IN_VALIDATION_ORDER');
      lastNumberOfJournal.set(field('JournalCode'), counter);
      entries.set(number, {
        balance: debit - credit,
        journal: field('JournalCode'),
        date: field('EcritureDate'),
        lastRow: index,
      });
      continue;
    }
    if (entry.lastRow !== index - 1) fail('ENTRY_LINES_TOGETHER');
    if (entry.journal !== field('JournalCode') || entry.date !== field('EcritureDate'))
      fail('ENTRY_ONE_JOURNAL_ONE_DATE');
    entry.balance += debit - credit;
    entry.lastRow = index;
  }
  for (const entry of entries.values()) if (entry.balance !== 0n) fail('ENTRY_BALANCES');
  return [...violations];
}

/** The rules of one line on its own; its amounts in minor units, or null when they cannot be read. */
function checkLine(
  field: (column: keyof typeof COLUMN) => string,
  folder: FecExpectations['folder'],
  fail: (rule: string) => void,
): { debit: bigint; credit: bigint } | null {
  const folderStart = folder.startOn.replaceAll('-', '');
  const folderEnd = folder.endOn.replaceAll('-', '');
  for (const column of REQUIRED) if (field(column).trim() === '') fail(`${column}_REQUIRED`);
  for (const column of ['EcritureDate', 'PieceDate', 'ValidDate'] as const) {
    if (!isDay(field(column))) fail(`${column}_IS_YYYYMMDD`);
  }
  if (field('EcritureDate') < folderStart || field('EcritureDate') > folderEnd) fail('ECRITURE_DATE_IN_YEAR');
  if (field('EcritureDate') > field('ValidDate')) fail('ECRITURE_DATE_NOT_AFTER_VALID_DATE');
  const debit = minorUnits(field('Debit'));
  const credit = minorUnits(field('Credit'));
  if (debit === null || credit === null) {
    fail('AMOUNTS_ARE_DECIMAL_WITH_COMMA');
    return null;
  }
  if (debit !== 0n && credit !== 0n) fail('LINE_IS_DEBIT_OR_CREDIT');
  if ((field('CompAuxNum') === '') !== (field('CompAuxLib') === '')) fail('COMP_AUX_NUM_AND_LIB_TOGETHER');
  if ((field('EcritureLet') === '') !== (field('DateLet') === '')) fail('LET_AND_DATE_LET_TOGETHER');
  if (field('DateLet') !== '' && !isDay(field('DateLet'))) fail('DateLet_IS_YYYYMMDD');
  if ((field('Montantdevise') === '') !== (field('Idevise') === '')) fail('MONTANT_DEVISE_AND_IDEVISE_TOGETHER');
  return { debit, credit };
}
