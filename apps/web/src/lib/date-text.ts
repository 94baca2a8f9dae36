/**
 * Calendar dates (YYYY-MM-DD) as people type and read them in the interface language with the browser's
 * region (lib/regional-locale.ts): "25/11/2026" in French and British English, "11/25/2026" in US English.
 * Pure, so the date field and its tests share them (docs/decisions/0013-company-language-and-search.md).
 */

export type DatePart = 'day' | 'month' | 'year';

import { regionalLocale } from './regional-locale.ts';

const numericDate = (language: string) =>
  new Intl.DateTimeFormat(regionalLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The order of day, month and year in the language, and the separator it writes between them. */
export function datePattern(language: string): { order: DatePart[]; separator: string } {
  const parts = numericDate(language).formatToParts(new Date(Date.UTC(2026, 10, 25)));
  const order = parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
  );
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
  return { order, separator };
}

/** "2026-11-25" → "25/11/2026" in French; anything that is not a calendar date stays as it is. */
export function formatDateText(isoDate: string, language: string): string {
  const date = isoDateValue(isoDate);
  return date ? numericDate(language).format(date) : isoDate;
}

/**
 * What the user typed → "YYYY-MM-DD", or null when it is no date. Read in the language's order, with
 * any of / . - or spaces between the parts, a two-digit year meaning 20xx; a date typed as
 * "YYYY-MM-DD" (pasted, or a browser filling the field) is read as such.
 */
export function parseDateText(text: string, language: string): string | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(trimmed)) {
    const [year, month, day] = trimmed.split('-').map(Number) as [number, number, number];
    return isoOf(year, month, day);
  }
  const numbers = trimmed.split(/[\s./-]+/);
  if (numbers.length !== 3 || !numbers.every((part) => /^\d{1,4}$/.test(part))) return null;
  const { order } = datePattern(language);
  const value = (part: DatePart) => numbers[order.indexOf(part)] ?? '';
  const yearText = value('year');
  if (yearText.length !== 2 && yearText.length !== 4) return null;
  if (value('day').length > 2 || value('month').length > 2) return null;
  const year = Number(yearText) + (yearText.length === 2 ? 2000 : 0);
  return isoOf(year, Number(value('month')), Number(value('day')));
}

/** "jj/mm/aaaa" in French: the pattern as a hint, with the language's letters for each part. */
export function datePlaceholder(language: string, letters: Record<DatePart, string>): string {
  const { order, separator } = datePattern(language);
  return order.map((part) => letters[part]).join(separator);
}

function isoOf(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isoDateValue(text) ? text : null;
}

/** The date of a "YYYY-MM-DD" text that names a real day (no 31 April), else null. */
function isoDateValue(isoDate: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate) ? date : null;
}
