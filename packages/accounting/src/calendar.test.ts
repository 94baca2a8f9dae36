import { describe, expect, it } from 'vitest';
import { dateInZone, dayWithin, isIsoDate, isMonth, monthOf } from './calendar.ts';

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

describe('a date in a time zone', () => {
  // 23:30 UTC on 31 December 2026 is already 1 January 2027 in Douala (UTC+1) and Paris (UTC+1 in winter).
  const lateEvening = new Date('2026-12-31T23:30:00Z');

  it.each([
    ['Africa/Douala', '2027-01-01'],
    ['Europe/Paris', '2027-01-01'],
    ['Africa/Abidjan', '2026-12-31'],
    ['UTC', '2026-12-31'],
  ])('%s reads %s', (zone, expected) => {
    expect(dateInZone(zone, lateEvening)).toBe(expected);
  });

  it('follows summer time: 22:30 UTC on 30 June is 1 July in Paris (UTC+2) but 30 June in Douala', () => {
    const summer = new Date('2026-06-30T22:30:00Z');
    expect(dateInZone('Europe/Paris', summer)).toBe('2026-07-01');
    expect(dateInZone('Africa/Douala', summer)).toBe('2026-06-30');
  });
});

describe('dayWithin', () => {
  it.each([
    ['2026-11-28', '2027-01-01', '2027-12-31', '2027-01-01'],
    ['2026-11-28', '2026-01-01', '2026-12-31', '2026-11-28'],
    ['2027-02-03', '2026-01-01', '2026-12-31', '2026-12-31'],
    ['2026-01-01', '2026-01-01', '2026-12-31', '2026-01-01'],
  ])('keeps %s within %s – %s: %s', (day, first, last, expected) => {
    expect(dayWithin(day, first, last)).toBe(expected);
  });
});
