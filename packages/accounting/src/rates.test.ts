import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRate, parseRate, RateError } from './rates.ts';

describe('parseRate', () => {
  it.each([
    ['19.25', 1925],
    ['18', 1800],
    ['5.5', 550],
    ['0', 0],
    ['100', 10000],
    ['19.250', 1925],
  ])('reads %s %% as %i basis points', (text, expected) => {
    expect(parseRate(text)).toBe(expected);
  });

  it.each([
    ['19.255', 'RATE_TOO_PRECISE'],
    ['100.01', 'RATE_OUT_OF_RANGE'],
    ['-1', 'RATE_OUT_OF_RANGE'],
    ['', 'RATE_INVALID'],
    ['19,25', 'RATE_INVALID'],
    ['19.25%', 'RATE_INVALID'],
    ['abc', 'RATE_INVALID'],
  ])('refuses %j with %s', (text, code) => {
    expect(() => parseRate(text)).toThrow(expect.objectContaining({ name: 'RateError', code }));
  });
});

describe('formatRate', () => {
  it.each([
    [1925, '19.25'],
    [1800, '18'],
    [550, '5.5'],
    [0, '0'],
    [10000, '100'],
    [5, '0.05'],
  ])('writes %i basis points as %s', (basisPoints, expected) => {
    expect(formatRate(basisPoints)).toBe(expected);
  });

  it.each([
    [19.5, 'RATE_INVALID'],
    [Number.NaN, 'RATE_INVALID'],
    [-1, 'RATE_OUT_OF_RANGE'],
    [10001, 'RATE_OUT_OF_RANGE'],
  ])('refuses %s basis points with %s', (basisPoints, code) => {
    expect(() => formatRate(basisPoints)).toThrow(RateError);
    expect(() => formatRate(basisPoints)).toThrow(expect.objectContaining({ code }));
  });

  it('round-trips every basis point value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), (basisPoints) => {
        expect(parseRate(formatRate(basisPoints))).toBe(basisPoints);
      }),
    );
  });
});
