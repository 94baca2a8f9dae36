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
});
