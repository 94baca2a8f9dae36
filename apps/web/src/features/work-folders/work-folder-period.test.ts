import { describe, expect, it } from 'vitest';
import { draftsOf, periodProblem, suggestNextPeriod } from './work-folder-period.ts';

const folder = (startDate: string, endDate: string) => ({
  id: startDate,
  companyId: 'c1',
  name: startDate.slice(0, 4),
  startDate,
  endDate,
  status: 'OPEN' as const,
});

describe('periodProblem', () => {
  it.each([
    ['2026-01-01', '2026-12-31', null],
    ['2026-01-01', '2026-01-01', null],
    ['2026-01-01', '2025-12-31', 'END_DATE_BEFORE_START_DATE'],
    ['2026-01-01', '2027-12-31', null],
    ['2026-01-01', '2028-01-01', 'WORK_FOLDER_LONGER_THAN_24_MONTHS'],
    ['2026-07-01', '2028-06-30', null],
    ['2026-07-01', '2028-07-01', 'WORK_FOLDER_LONGER_THAN_24_MONTHS'],
  ])('%s → %s: %s', (start, end, expected) => {
    expect(periodProblem(start, end)).toBe(expected);
  });
});

describe('suggestNextPeriod', () => {
  it('covers the calendar year when the company has no folder', () => {
    expect(suggestNextPeriod([], '2026-11-22')).toEqual({
      name: '2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });

  it('follows the latest folder for twelve months', () => {
    const folders = [folder('2025-01-01', '2025-12-31'), folder('2026-01-01', '2026-12-31')];
    expect(suggestNextPeriod(folders, '2026-11-22')).toEqual({
      name: '2027',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
    expect(suggestNextPeriod([folder('2025-07-01', '2026-06-30')], '2026-11-22')).toEqual({
      name: '2026-2027',
      startDate: '2026-07-01',
      endDate: '2027-06-30',
    });
  });
});

describe('draftsOf', () => {
  it('reads the drafts named by WORK_FOLDER_HAS_DRAFTS', () => {
    expect(
      draftsOf([
        { path: 'documents.01a2-draft-1', code: 'JOURNAL_ENTRY_IS_DRAFT' },
        { path: 'documents.01a2-draft-2', code: 'SALE_INVOICE_IS_DRAFT' },
        { path: 'endDate', code: 'END_DATE_BEFORE_START_DATE' },
      ]),
    ).toEqual([
      { id: '01a2-draft-1', type: 'JOURNAL_ENTRY' },
      { id: '01a2-draft-2', type: 'SALE_INVOICE' },
    ]);
  });
});
