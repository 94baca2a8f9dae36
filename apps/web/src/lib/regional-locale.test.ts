import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateText, parseDateText } from './date-text.ts';
import { formatAmountText, formatCalendarDate } from './format.ts';
import { numberLocale, regionalLocale } from './regional-locale.ts';

const browser = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => vi.restoreAllMocks());

describe('the locale of dates and numbers: interface language, browser region', () => {
  it('takes the region of the browser for the interface language', () => {
    expect(regionalLocale('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(regionalLocale('en', ['en-US'])).toBe('en-US');
    expect(regionalLocale('fr', ['fr-CM', 'en-US'])).toBe('fr-CM');
    expect(regionalLocale('en', ['fr-FR', 'fr'])).toBe('en-FR');
    expect(regionalLocale('fr', [])).toBe('fr');
  });

  it('keeps the language’s decimal mark for numbers, which typed numbers are read with', () => {
    expect(numberLocale('en', ['en-GB'])).toBe('en-GB');
    expect(numberLocale('en', ['de-DE'])).toBe('en');
    expect(numberLocale('fr', ['fr-FR'])).toBe('fr-FR');
  });

  it.each([
    [['en-GB', 'en'], 'en', '28/11/2026', '28 Nov 2026'],
    [['en-US', 'en'], 'en', '11/28/2026', 'Nov 28, 2026'],
    [['fr-FR', 'fr'], 'fr', '28/11/2026', '28 nov. 2026'],
  ])('on a %j browser, %s writes 2026-11-28 as %s (%s) and reads it back', (languages, language, short, medium) => {
    browser(...languages);
    expect(formatDateText('2026-11-28', language)).toBe(short);
    expect(formatCalendarDate('2026-11-28', language)).toBe(medium);
    expect(parseDateText(short, language)).toBe('2026-11-28');
  });

  it('groups thousands as the region does', () => {
    browser('en-GB');
    expect(formatAmountText('1234567.5', 'en', 2)).toBe('1,234,567.50');
    browser('fr-FR');
    expect(formatAmountText('1234567.5', 'fr', 2)).toBe('1\u202f234\u202f567,50');
  });
});
