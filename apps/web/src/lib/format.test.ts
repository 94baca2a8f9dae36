import { describe, expect, it } from 'vitest';
import { formatAmountText, formatQuantityText, formatRateText } from './format.ts';

describe('numbers in the interface language', () => {
  it.each([
    ['fr', '19.25', /^19,25[\u00a0\u202f]%$/],
    ['en', '19.25', /^19\.25%$/],
    ['fr', '0', /^0[\u00a0\u202f]%$/],
    ['en', '5.5', /^5\.5%$/],
  ])('%s writes the rate %s as %s', (language, rate, expected) => {
    // The space before % is no-break; ICU versions differ on which of the two no-break spaces.
    expect(formatRateText(rate, language)).toMatch(expected);
  });

  it('groups thousands with a narrow no-break space in French', () => {
    expect(formatAmountText('1500000', 'fr', 0)).toBe('1\u202f500\u202f000');
    expect(formatQuantityText('1500.5', 'fr')).toBe('1\u202f500,5');
    expect(formatQuantityText('1500.5', 'en')).toBe('1,500.5');
  });

  it.each([
    ['en', 'XAF', 0, '-80000', 'FCFA\u00a0-80,000'],
    ['en', 'XAF', 0, '80000', 'FCFA\u00a080,000'],
    ['fr', 'XAF', 0, '-80000', '-80\u202f000\u00a0FCFA'],
    ['en', 'EUR', 2, '-80000', '-€80,000.00'],
    ['fr', 'EUR', 2, '-12.5', '-12,50\u00a0€'],
  ])('%s writes %s %s with its sign by the figure', (language, currency, scale, amount, expected) => {
    expect(formatAmountText(amount, language, scale, { currency })).toBe(expected);
  });

  it('keeps the sign before an amount without currency', () => {
    expect(formatAmountText('-80000', 'en', 0)).toBe('-80,000');
  });
});
