import { describe, expect, it } from 'vitest';
import { datePattern, datePlaceholder, formatDateText, parseDateText } from './date-text.ts';

const LETTERS = {
  fr: { day: 'jj', month: 'mm', year: 'aaaa' },
  en: { day: 'dd', month: 'mm', year: 'yyyy' },
} as const;

describe('dates in the interface language', () => {
  it('orders day, month and year as each language does', () => {
    expect(datePattern('fr')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(datePattern('en')).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(datePlaceholder('fr', LETTERS.fr)).toBe('jj/mm/aaaa');
    expect(datePlaceholder('en', LETTERS.en)).toBe('mm/dd/yyyy');
  });

  it('writes a date in the language', () => {
    expect(formatDateText('2026-03-05', 'fr')).toBe('05/03/2026');
    expect(formatDateText('2026-03-05', 'en')).toBe('03/05/2026');
    expect(formatDateText('', 'fr')).toBe('');
  });

  it.each([
    ['fr', '05/03/2026', '2026-03-05'],
    ['fr', '5.3.26', '2026-03-05'],
    ['fr', '5 3 2026', '2026-03-05'],
    ['fr', '31-12-2026', '2026-12-31'],
    ['en', '03/05/2026', '2026-03-05'],
    ['en', '12/31/2026', '2026-12-31'],
    ['fr', '2026-03-05', '2026-03-05'],
    ['en', ' 2026-3-5 ', '2026-03-05'],
  ])('reads %s "%s" as %s', (language, text, iso) => {
    expect(parseDateText(text, language)).toBe(iso);
  });

  it.each([
    ['fr', '12/31/2026'],
    ['en', '31/12/2026'],
    ['fr', '31/04/2026'],
    ['fr', '29/02/2027'],
    ['fr', '05/03'],
    ['fr', '05/03/202'],
    ['fr', '05/03/2026/1'],
    ['fr', 'demain'],
    ['fr', ''],
  ])('refuses %s "%s"', (language, text) => {
    expect(parseDateText(text, language)).toBeNull();
  });
});
