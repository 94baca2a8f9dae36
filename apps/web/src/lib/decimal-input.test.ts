import { describe, expect, it } from 'vitest';
import { normalizeDecimalInput, readDecimalInput, understoodDecimal } from './decimal-input.ts';

describe('readDecimalInput', () => {
  it.each([
    ['en', '150.5', '150.5'],
    ['en', '150,5', '150.5'],
    ['fr', '150,5', '150.5'],
    ['fr', '150.5', '150.5'],
    ['en', '1,234.56', '1234.56'],
    ['fr', '1.234,56', '1234.56'],
    ['en', '1.234,56', '1234.56'],
    ['en', '1,000,000', '1000000'],
    ['fr', '1.000.000', '1000000'],
    ['fr', '1 000 000,50', '1000000.50'],
    ['fr', '1\u202f000\u202f000,50', '1000000.50'],
    ['fr', '1 234.567', '1234.567'],
    ['en', '1234,567', '1234.567'],
    ['en', '1,234', '1234'],
    ['en', '12,500', '12500'],
    ['en', '0,125', '0.125'],
    ['fr', '19,25', '19.25'],
    ['en', '1.234', '1.234'],
    ['fr', '1,234', '1.234'],
    ['fr', ',5', '0.5'],
    ['fr', '-12,5', '-12.5'],
    ['en', '', ''],
    ['en', '  42  ', '42'],
  ])('%s reads "%s" as %s', (language, text, expected) => {
    expect(readDecimalInput(text, language)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['fr', '1.234'],
    ['fr', '150.000'],
  ])('%s refuses "%s": a thousand or a decimal', (language, text) => {
    expect(readDecimalInput(text, language)).toEqual({ ok: false, code: 'NUMBER_AMBIGUOUS' });
  });

  it.each([
    ['en', '12a'],
    ['en', '1,23,4'],
    ['fr', '1.23,4'],
    ['en', '1.5.'],
    ['en', '-'],
    ['en', ',5'],
  ])('%s refuses "%s" as no number', (language, text) => {
    expect(readDecimalInput(text, language)).toEqual({ ok: false, code: 'NUMBER_INVALID' });
  });
});

describe('normalizeDecimalInput', () => {
  it('gives the API text, or the text as typed when it cannot be read', () => {
    expect(normalizeDecimalInput('150,5', 'en')).toBe('150.5');
    expect(normalizeDecimalInput(' 1.234 ', 'fr')).toBe('1.234');
  });
});

describe('understoodDecimal', () => {
  it('shows what the other mark was read as, in the interface language', () => {
    expect(understoodDecimal('150,5', 'en')).toBe('150.5');
    expect(understoodDecimal('1500.25', 'fr')).toBe('1\u202f500,25');
  });

  it('says nothing when the text reads plainly or cannot be read', () => {
    expect(understoodDecimal('150.5', 'en')).toBeNull();
    expect(understoodDecimal('150,5', 'fr')).toBeNull();
    expect(understoodDecimal('1.234', 'fr')).toBeNull();
  });

  it('says nothing for text that already reads as what was understood (a field formatted on leaving it)', () => {
    expect(understoodDecimal('1,500', 'en')).toBeNull();
    expect(understoodDecimal('50,000', 'en')).toBeNull();
  });
});
