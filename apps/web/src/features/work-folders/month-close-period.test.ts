import { describe, expect, it } from 'vitest';
import { defaultMonth, draftPath, futureEntriesPath, monthsOf } from './month-close-period.ts';

describe('month-close periods', () => {
  it('lists the months of a folder, across a year end', () => {
    expect(monthsOf({ startDate: '2026-07-01', endDate: '2027-06-30' })).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
  });

  it('opens on the last month ended by today, or the first month of a folder not begun', () => {
    const folder = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(defaultMonth(folder, '2026-04-10')).toBe('2026-03');
    expect(defaultMonth(folder, '2026-01-10')).toBe('2026-01');
    expect(defaultMonth(folder, '2027-02-01')).toBe('2026-12');
  });

  it('leads a draft to its screen, and future entries to the journal from tomorrow', () => {
    const draft = {
      id: 'e 1',
      type: 'JOURNAL_ENTRY',
      kind: 'DOCUMENT',
      reference: null,
      date: '2026-01-01',
      amount: null,
    } as const;
    expect(draftPath(draft)).toBe('/accounting/entries/e%201');
    expect(draftPath({ ...draft, kind: 'PAYMENT', type: 'DISBURSEMENT' })).toBe('/purchase/disbursements');
    expect(draftPath({ ...draft, type: 'PURCHASE_INVOICE' })).toBe('/purchase/bills/e%201');
    expect(futureEntriesPath('2026-12-31')).toBe('/accounting/journal?from=2027-01-01');
  });
});
