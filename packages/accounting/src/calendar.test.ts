import { describe, expect, it } from 'vitest';
import { isIsoDate, isMonth, monthOf } from './calendar.ts';

describe('isIsoDate', () => {
  it.each([
    ['2026-01-31', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-12-01', true],
    ['1900-02-29', false],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%j is a calendar date: %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe('months', () => {
  it.each([
    ['2026-03', true],
    ['2026-13', false],
    ['2026-3', false],
  ])('%j is a month: %s', (text, expected) => {
    expect(isMonth(text)).toBe(expected);
  });

  it('files a date under its month and refuses a non-date', () => {
    expect(monthOf('2026-03-31')).toBe('2026-03');
    expect(() => monthOf('2026-02-30')).toThrow(RangeError);
  });
});
