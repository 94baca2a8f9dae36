import { describe, expect, it } from 'vitest';
import { normalizeDecimalInput } from '../../lib/decimal-input.ts';
import {
  amountText,
  checkEntry,
  defaultEntryDate,
  type EntryLineValues,
  emptyLine,
  lineIndexOfPath,
  newEntryValues,
  readAmount,
  toDocumentBody,
} from './entry-form.ts';

const NUMBERS: Record<string, string> = { a521: '52110001', a571: '571', a101: '101', a52: '52' };
const context = { scale: 0, language: 'en', accountNumberOf: (id: string) => NUMBERS[id] };
const line = (accountId: string | null, debit = '', credit = '', label = ''): EntryLineValues => ({
  accountId,
  subAccountId: null,
  label,
  debit,
  credit,
});
const entry = (lines: EntryLineValues[]) => ({ ...newEntryValues('2026-03-15'), lines });

describe('amount cells', () => {
  it.each([
    ['1000000', 'en', '1000000'],
    ['1,000,000', 'en', '1000000'],
    ['1 000 000', 'fr', '1000000'],
    ['1\u202f000\u202f000,50', 'fr', '1000000.50'],
    ['12.5', 'fr', '12.5'],
    ['1.500', 'fr', '1.500'],
    ['', 'en', ''],
  ])('"%s" (%s) is sent as %s', (typed, language, expected) => {
    expect(normalizeDecimalInput(typed, language)).toBe(expected);
  });

  it.each([
    ['1000000', 0, { ok: true, amount: 1000000n }],
    ['12.50', 2, { ok: true, amount: 1250n }],
    ['12.5', 0, { ok: false, code: 'AMOUNT_TOO_PRECISE' }],
    ['12abc', 0, { ok: false, code: 'AMOUNT_INVALID' }],
    ['150,5', 2, { ok: true, amount: 15050n }],
    ['', 0, { ok: true, amount: 0n }],
  ])('reads "%s" at scale %i', (typed, scale, expected) => {
    expect(readAmount(typed, scale, 'en')).toEqual(expected);
  });

  it('refuses a French "1.500": a thousand or a decimal', () => {
    expect(readAmount('1.500', 0, 'fr')).toEqual({ ok: false, code: 'NUMBER_AMBIGUOUS' });
    expect(readAmount('1 500', 0, 'fr')).toEqual({ ok: true, amount: 1500n });
  });

  it('sends canonical text, and what could not be read as typed', () => {
    expect(amountText('1,200,000', 0, 'en')).toBe('1200000');
    expect(amountText('12,5', 2, 'fr')).toBe('12.50');
    expect(amountText('', 2, 'fr')).toBeNull();
    expect(amountText('12.345', 2, 'en')).toBe('12.345');
  });
});

describe('checkEntry', () => {
  it('totals debit and credit and finds the difference while unbalanced', () => {
    const check = checkEntry(
      entry([line('a521', '1000000'), line('a571', '200000'), line('a101', '', '1000000')]),
      context,
    );
    expect([check.debit, check.credit, check.difference]).toEqual([1200000n, 1000000n, 200000n]);
    expect(check.violation).toBe('ENTRY_MUST_BALANCE');
  });

  it('has no violation once balanced, blank lines ignored', () => {
    const check = checkEntry(
      entry([line('a521', '1000000'), line('a571', '200000'), line('a101', '', '1200000'), emptyLine()]),
      context,
    );
    expect(check.difference).toBe(0n);
    expect(check.violation).toBeNull();
    expect(check.lineCodes).toEqual([null, null, null, null]);
  });

  it.each([
    [[line('a571', '100', '100'), line('a101', '', '100')], 'LINE_MUST_HAVE_DEBIT_OR_CREDIT', 0],
    [[line('a571'), line('a101', '', '100')], 'LINE_MUST_HAVE_DEBIT_OR_CREDIT', 0],
    [[line(null, '100'), line('a101', '', '100')], 'ACCOUNT_REQUIRED', 0],
    [[line('a571', '100'), line('a101', '', '1OO')], 'AMOUNT_INVALID', 1],
    [[line('a571', '10.5'), line('a101', '', '10.5')], 'AMOUNT_TOO_PRECISE', 0],
  ])('marks the broken line: %j → %s on line %i', (lines, code, index) => {
    const check = checkEntry(entry(lines), context);
    expect(check.violation).toBe(code);
    expect(check.lineCodes[index]).toBe(code);
  });

  it('applies the rules of the accounting package to the whole entry', () => {
    expect(checkEntry(entry([line('a571', '100'), emptyLine()]), context).violation).toBe('ENTRY_NEEDS_TWO_LINES');
    expect(checkEntry(entry([line('a52', '100'), line('a101', '', '100')]), context).violation).toBeNull();
    expect(checkEntry({ ...entry([line('a571', '1'), line('a101', '', '1')]), date: '' }, context).violation).toBe(
      'ENTRY_DATE_MUST_BE_VALID',
    );
  });

  it('refuses totals beyond the range instead of failing', () => {
    const huge = '900000000000000';
    expect(checkEntry(entry([line('a571', huge), line('a571', huge), line('a101', '', '1')]), context).violation).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
  });
});

describe('toDocumentBody', () => {
  it('builds the body of docs/seed-spec.md §7 without blank lines, and maps its lines back to the grid', () => {
    const values = {
      date: '2026-03-15',
      journalCode: 'OD',
      label: ' Apport en capital ',
      reference: '',
      lines: [line('a521', '1,000,000', '', 'Ecobank'), emptyLine(), line('a101', '', '1000000')],
    };
    expect(toDocumentBody(values, 0, 'en')).toEqual({
      body: {
        type: 'JOURNAL_ENTRY',
        date: '2026-03-15',
        label: 'Apport en capital',
        reference: null,
        journalCode: 'OD',
        lines: [
          { accountId: 'a521', subAccountId: null, label: 'Ecobank', debit: '1000000', credit: null },
          { accountId: 'a101', subAccountId: null, label: null, debit: null, credit: '1000000' },
        ],
      },
      gridLineOf: [0, 2],
    });
  });
});

describe('helpers', () => {
  it.each([
    ['lines.3.debit', 3],
    ['lines.0', 0],
    ['date', null],
    ['lines.x', null],
  ])('lineIndexOfPath(%s) = %s', (path, expected) => {
    expect(lineIndexOfPath(path)).toBe(expected);
  });

  it('dates a new entry today, or at the nearest end of the folder', () => {
    const folder = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(defaultEntryDate('2026-11-22', folder)).toBe('2026-11-22');
    expect(defaultEntryDate('2027-02-01', folder)).toBe('2026-12-31');
    expect(defaultEntryDate('2025-12-01', folder)).toBe('2026-01-01');
  });
});
