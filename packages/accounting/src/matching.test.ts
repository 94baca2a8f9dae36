import { describe, expect, it } from 'vitest';
import { agingBucketOf, carriesOpenItems, matchingCode } from './matching.ts';

describe('matchingCode', () => {
  it.each([
    [1, 'AA'],
    [2, 'AB'],
    [26, 'AZ'],
    [27, 'BA'],
    [676, 'ZZ'],
    [677, 'AAA'],
    [678, 'AAB'],
  ])('gives matching %i the code %s', (n, code) => {
    expect(matchingCode(n)).toBe(code);
  });

  it('never gives two numbers the same code', () => {
    const codes = new Set(Array.from({ length: 20_000 }, (_, index) => matchingCode(index + 1)));
    expect(codes.size).toBe(20_000);
  });

  it('refuses a number below 1', () => {
    expect(() => matchingCode(0)).toThrow(RangeError);
  });
});

describe('carriesOpenItems', () => {
  it.each([
    ['4011', null, true],
    ['411', null, true],
    ['4211', null, true],
    ['4711', null, true],
    ['4431', null, false],
    ['521', null, false],
    ['521', true, true],
    ['411', false, false],
  ])('account %s with flag %s → %s', (number, flag, expected) => {
    expect(carriesOpenItems(number, flag)).toBe(expected);
  });
});

describe('agingBucketOf', () => {
  it.each([
    [-1, 'notDue'],
    [0, 'days0To30'],
    [30, 'days0To30'],
    [31, 'days31To60'],
    [60, 'days31To60'],
    [61, 'days61To90'],
    [90, 'days61To90'],
    [91, 'over90'],
  ])('%i days past due → %s', (days, bucket) => {
    expect(agingBucketOf(days)).toBe(bucket);
  });
});
