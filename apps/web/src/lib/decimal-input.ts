/**
 * Reading numbers typed by people who write "1 500,75" (French) or "1,500.75" (English), often both
 * in one office. The interface language's decimal mark is always a decimal mark; the other mark is read
 * only where it cannot mean anything else: "150,5" is 150.5 in English too. English groups thousands
 * with a comma, so "1,500" is 1500 there; French groups them with a space, so "1.500" could be a thousand
 * or a decimal: it is refused and the user writes it again (docs/decisions/0011-typed-numbers.md).
 */
import { isNumberText } from '@bilan/contract';

export type DecimalReading = { ok: true; value: string } | { ok: false; code: 'NUMBER_AMBIGUOUS' | 'NUMBER_INVALID' };

const SPACES = /[\s\u00a0\u202f']/g;

/** The decimal mark of an interface language: "," in French, "." in English. */
export function decimalMarkOf(language: string): ',' | '.' {
  return language.startsWith('fr') ? ',' : '.';
}

/** "1,234,567" is grouped by thousands when every group after the first has exactly three digits. */
function isGroupedByThousands(text: string, mark: string): boolean {
  const groups = text.split(mark);
  const [first, ...rest] = groups;
  return /^\d{1,3}$/.test(first ?? '') && rest.length > 0 && rest.every((group) => /^\d{3}$/.test(group));
}

function unsigned(text: string, language: string, groupedBySpaces: boolean): DecimalReading {
  if (/^\d*$/.test(text)) return { ok: true, value: text };
  const own = decimalMarkOf(language);
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  const invalid = { ok: false, code: 'NUMBER_INVALID' } as const;
  if (!/^[\d.,]+$/.test(text)) return invalid;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    const at = text.lastIndexOf(decimal);
    const whole = text.slice(0, at);
    const fraction = text.slice(at + 1);
    if (!isGroupedByThousands(whole, grouping) || !/^\d+$/.test(fraction)) return invalid;
    return { ok: true, value: `${whole.split(grouping).join('')}.${fraction}` };
  }
  const mark = lastComma >= 0 ? ',' : '.';
  const parts = text.split(mark);
  if (parts.length > 2) {
    return isGroupedByThousands(text, mark) ? { ok: true, value: parts.join('') } : invalid;
  }
  const [whole = '', fraction = ''] = parts;
  if (fraction === '' || (whole === '' && mark !== own)) return invalid;
  const couldBeThousands = mark !== own && !groupedBySpaces && /^[1-9]\d{0,2}$/.test(whole) && fraction.length === 3;
  // English groups thousands with its comma ("1,500" is what the app itself shows); French groups them
  // with a space, so a French "1.500" may be either.
  if (couldBeThousands)
    return mark === ',' ? { ok: true, value: whole + fraction } : { ok: false, code: 'NUMBER_AMBIGUOUS' };
  return { ok: true, value: `${whole === '' ? '0' : whole}.${fraction}` };
}

/**
 * What the user typed as the API's decimal text ("1 000 000,50" → "1000000.50"); empty text reads as
 * "". Spaces, no-break spaces and apostrophes group thousands in every language.
 */
export function readDecimalInput(text: string, language: string): DecimalReading {
  const trimmed = text.trim();
  const compact = trimmed.replace(SPACES, '');
  const sign = compact.startsWith('-') ? '-' : '';
  const digits = sign ? compact.slice(1) : compact;
  if (sign && digits === '') return { ok: false, code: 'NUMBER_INVALID' };
  const reading = unsigned(digits, language, compact !== trimmed);
  if (!reading.ok) return reading;
  const value = sign + reading.value;
  // What is sent is always the "numbers only" text of docs/seed-spec.md §5 (optional minus, digits, decimals).
  return value === '' || isNumberText(value) ? { ok: true, value } : { ok: false, code: 'NUMBER_INVALID' };
}

/**
 * The API's text of what was typed, or the text itself when it cannot be read (so that the caller's
 * parser names the problem).
 */
export function normalizeDecimalInput(text: string, language: string): string {
  const reading = readDecimalInput(text, language);
  return reading.ok ? reading.value : text.trim();
}

/** A decimal text of the API ("1199.99") as the user types it in their language ("1199,99" in French). */
export function decimalForInput(text: string, language: string): string {
  return decimalMarkOf(language) === ',' ? text.replace('.', ',') : text;
}

/**
 * The number the app understood, in the user's language ("1 505,5"), when the text used the other
 * language's mark; null when what was typed already reads plainly.
 */
export function understoodDecimal(text: string, language: string): string | null {
  const other = decimalMarkOf(language) === ',' ? '.' : ',';
  if (!text.includes(other)) return null;
  const reading = readDecimalInput(text, language);
  if (!reading.ok || reading.value === '' || reading.value === '-') return null;
  const fraction = reading.value.split('.')[1] ?? '';
  const understood = new Intl.NumberFormat(language, {
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
  }).format(reading.value as Intl.StringNumericLiteral);
  // Text that already reads as what was understood ("50,000" in English) needs no hint: a hint that
  // appears as the field is formatted on leaving it would move the buttons under the pointer.
  const compact = (value: string) => value.replace(/[\s\u00a0\u202f]/g, '');
  return compact(understood) === compact(text) ? null : understood;
}
