import { describe, expect, it } from 'vitest';
import { parseSearchAmount } from './search-amount.ts';

describe('parseSearchAmount', () => {
  it.each([
    // [typed, currency decimals, minor units or null]
    ['150000', 0, 150000n],
    ['150 000', 0, 150000n],
    ['150\u202f000', 0, 150000n],
    ['1,500', 0, 1500n],
    ['1.500.000', 0, 1500000n],
    ['1,250.50', 2, 125050n],
    ['1.250,50', 2, 125050n],
    ['1 250,50', 2, 125050n],
    ['12.5', 2, 1250n],
    ['12,5', 2, 1250n],
    ['1,500', 2, 150000n],
    ['1.500', 3, 1500n],
    ['150000.00', 0, 150000n],
    ['12.5', 0, null],
    ['0', 0, null],
    ['-500', 0, null],
    ['VE-2026', 0, null],
    ['12a', 0, null],
    ['1,2,3', 0, null],
    ['1.250.50', 2, null],
    ['1,250,50.00', 2, null],
    ['99999999999999999999', 0, null],
  ] as const)('reads %j at scale %i as %s', (text, scale, expected) => {
    expect(parseSearchAmount(text, scale)).toBe(expected);
  });
});
