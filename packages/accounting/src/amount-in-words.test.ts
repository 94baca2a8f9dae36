import { describe, expect, it } from 'vitest';
import { amountInWords, amountInWordsWithCurrency } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0n, 'zéro', 'zero'],
    [1n, 'un', 'one'],
    [16n, 'seize', 'sixteen'],
    [21n, 'vingt-et-un', 'twenty-one'],
    [71n, 'soixante-et-onze', 'seventy-one'],
    [77n, 'soixante-dix-sept', 'seventy-seven'],
    [80n, 'quatre-vingts', 'eighty'],
    [81n, 'quatre-vingt-un', 'eighty-one'],
    [91n, 'quatre-vingt-onze', 'ninety-one'],
    [100n, 'cent', 'one hundred'],
    [200n, 'deux-cents', 'two hundred'],
    [201n, 'deux-cent-un', 'two hundred and one'],
    [1000n, 'mille', 'one thousand'],
    [2080n, 'deux-mille-quatre-vingts', 'two thousand eighty'],
    [200000n, 'deux-cent-mille', 'two hundred thousand'],
    [80000n, 'quatre-vingt-mille', 'eighty thousand'],
    [1000000n, 'un-million', 'one million'],
    [43277n, 'quarante-trois-mille-deux-cent-soixante-dix-sept', 'forty-three thousand two hundred and seventy-seven'],
    [2500000000n, 'deux-milliards-cinq-cents-millions', 'two billion five hundred million'],
  ])('%s', (value, french, english) => {
    expect(amountInWords(value, 'fr')).toBe(french);
    expect(amountInWords(value, 'en')).toBe(english);
  });

  it('writes negative amounts and refuses what it cannot write', () => {
    expect(amountInWords(-3n, 'fr')).toBe('moins trois');
    expect(() => amountInWords(10n ** 15n, 'en')).toThrow(RangeError);
  });
});

describe('amountInWordsWithCurrency', () => {
  it.each([
    [4025n, 2, 'EUR', 'fr', 'quarante euros et vingt-cinq centimes'],
    [4025n, 2, 'EUR', 'en', 'forty euros and twenty-five cents'],
    [101n, 2, 'EUR', 'fr', 'un euro et un centime'],
    [4000n, 2, 'EUR', 'fr', 'quarante euros'],
    [200000000n, 2, 'EUR', 'fr', "deux-millions d'euros"],
    [119250n, 0, 'XAF', 'fr', 'cent-dix-neuf-mille-deux-cent-cinquante francs CFA'],
  ] as const)('writes %s (scale %i) %s in %s', (minorUnits, scale, currency, language, expected) => {
    expect(amountInWordsWithCurrency(minorUnits, scale, currency, language)).toBe(expected);
  });
});
