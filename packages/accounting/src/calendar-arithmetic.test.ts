import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, lastDayOfMonth, nextMonth, todayOn } from './calendar.ts';

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-31', 30, '2026-04-30'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('adds months, counts days and finds month ends', () => {
    expect(addMonths('2026-01-01', 12)).toBe('2027-01-01');
    expect(addMonths('2026-07-01', 24)).toBe('2028-07-01');
    expect(daysBetween('2026-03-31', '2026-12-15')).toBe(259);
    expect(daysBetween('2026-12-15', '2026-12-01')).toBe(-14);
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(todayOn(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
  });
});
