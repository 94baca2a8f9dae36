import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundingHalfAwayFromZero, formatScaledDecimal, parseScaledDecimal } from './decimal.ts';

describe('parseScaledDecimal', () => {
  it.each([
    ['150000', 0, { ok: true, value: 150000n }],
    ['12.5', 2, { ok: true, value: 1250n }],
    ['12.50', 2, { ok: true, value: 1250n }],
    ['12.500', 2, { ok: true, value: 1250n }],
    ['-3', 2, { ok: true, value: -300n }],
    ['-0', 0, { ok: true, value: 0n }],
    ['007', 0, { ok: true, value: 7n }],
    ['12.501', 2, { ok: false, reason: 'TOO_PRECISE' }],
    ['0.5', 0, { ok: false, reason: 'TOO_PRECISE' }],
    ['', 0, { ok: false, reason: 'INVALID' }],
    ['1e5', 0, { ok: false, reason: 'INVALID' }],
    ['+3', 0, { ok: false, reason: 'INVALID' }],
    [' 3', 0, { ok: false, reason: 'INVALID' }],
    ['3.', 0, { ok: false, reason: 'INVALID' }],
    ['.5', 2, { ok: false, reason: 'INVALID' }],
    ['1,5', 2, { ok: false, reason: 'INVALID' }],
    ['--1', 0, { ok: false, reason: 'INVALID' }],
    ['١٢', 0, { ok: false, reason: 'INVALID' }],
    ['9'.repeat(41), 0, { ok: false, reason: 'INVALID' }],
  ])('reads %j at scale %i', (text, scale, expected) => {
    expect(parseScaledDecimal(text, scale)).toEqual(expected);
  });
});

describe('formatScaledDecimal', () => {
  it.each([
    [0n, 0, '0'],
    [0n, 2, '0.00'],
    [5n, 2, '0.05'],
    [-5n, 2, '-0.05'],
    [123456n, 2, '1234.56'],
    [-150000n, 0, '-150000'],
  ])('writes %s at scale %i as %s', (value, scale, expected) => {
    expect(formatScaledDecimal(value, scale)).toBe(expected);
  });

  it('round-trips through parseScaledDecimal', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.integer({ min: 0, max: 6 }),
        (value, scale) => {
          expect(parseScaledDecimal(formatScaledDecimal(value, scale), scale)).toEqual({ ok: true, value });
        },
      ),
    );
  });
});

describe('divideRoundingHalfAwayFromZero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [-5n, 3n, -2n],
    [14n, 10n, 1n],
    [15n, 10n, 2n],
    [-15n, 10n, -2n],
    [0n, 7n, 0n],
  ])('%s / %s = %s', (numerator, denominator, expected) => {
    expect(divideRoundingHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => divideRoundingHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it('is within half a unit of the exact quotient and symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const rounded = divideRoundingHalfAwayFromZero(n, d);
          const error = rounded * d - n;
          expect(2n * (error < 0n ? -error : error) <= d).toBe(true);
          expect(divideRoundingHalfAwayFromZero(-n, d)).toBe(-rounded);
        },
      ),
    );
  });
});
