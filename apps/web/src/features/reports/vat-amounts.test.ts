import { describe, expect, it } from 'vitest';
import { isMoreThan, remainingAmount } from './vat-amounts.ts';

describe('VAT amounts as decimal text', () => {
  it.each([
    ['38115', '0', '38115'],
    ['31.00', '10.01', '20.99'],
    ['0.10', '0.25', '-0.15'],
    ['142.00', '142.00', '0.00'],
  ])('%s less %s is %s', (total, done, rest) => {
    expect(remainingAmount(total, done)).toBe(rest);
  });

  it('compares without floats, past 2^53 minor units', () => {
    expect(isMoreThan('90071992547409.93', '90071992547409.92')).toBe(true);
    expect(isMoreThan('0', '0.00')).toBe(false);
  });
});
