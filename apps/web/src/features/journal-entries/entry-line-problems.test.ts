import { describe, expect, it } from 'vitest';
import type { EntryLineValues } from './entry-form.ts';
import { lineProblemCode, placeServerErrors } from './entry-line-problems.ts';

const line = (accountId: string | null, debit = '', credit = ''): EntryLineValues => ({
  accountId,
  subAccountId: null,
  label: '',
  debit,
  credit,
});

describe('the API refusal on the grid', () => {
  it('marks the grid line a body line came from, and keeps the date code apart', () => {
    const lines = [line('a', '100'), line(null), line('b', '', '100')];
    // The blank second line was not sent: body line 1 is grid line 2.
    const placed = placeServerErrors(
      [
        { path: 'lines.1.accountId', code: 'ACCOUNT_NOT_FOUND' },
        { path: 'date', code: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' },
        { path: 'reference', code: 'TOO_LONG' },
      ],
      [0, 2],
      lines,
    );
    expect([...placed.lineErrors]).toEqual([[2, { code: 'ACCOUNT_NOT_FOUND', snapshot: JSON.stringify(lines[2]) }]]);
    expect(placed.dateCode).toBe('ENTRY_DATE_OUTSIDE_WORK_FOLDER');
  });

  it('places nothing for a path outside the body lines', () => {
    const placed = placeServerErrors([{ path: 'lines.5.debit', code: 'AMOUNT_INVALID' }], [0], [line('a')]);
    expect(placed.lineErrors.size).toBe(0);
    expect(placed.dateCode).toBeNull();
  });
});

describe('the rule a line shows', () => {
  const refused = line('a', '100');
  const serverErrors = new Map([[0, { code: 'ACCOUNT_NOT_FOUND', snapshot: JSON.stringify(refused) }]]);

  it("shows the API's rule while the line is unchanged, and the live one once it changes", () => {
    expect(lineProblemCode(0, refused, serverErrors, 'LINE_MUST_HAVE_DEBIT_OR_CREDIT', false)).toBe(
      'ACCOUNT_NOT_FOUND',
    );
    expect(lineProblemCode(0, line('a', '200'), serverErrors, null, true)).toBeNull();
  });

  it('shows amount rules as they are typed, the others once a save was attempted', () => {
    const none = new Map();
    expect(lineProblemCode(0, line('a', 'x'), none, 'AMOUNT_INVALID', false)).toBe('AMOUNT_INVALID');
    expect(lineProblemCode(0, line('a', '0'), none, 'LINE_MUST_HAVE_DEBIT_OR_CREDIT', false)).toBe(
      'LINE_MUST_HAVE_DEBIT_OR_CREDIT',
    );
    expect(lineProblemCode(0, line(null, '1'), none, 'ACCOUNT_REQUIRED', false)).toBeNull();
    expect(lineProblemCode(0, line(null, '1'), none, 'ACCOUNT_REQUIRED', true)).toBe('ACCOUNT_REQUIRED');
  });
});
