import { currencyScale } from '@bilan/accounting';
import { numberLocale, regionalLocale } from './regional-locale.ts';

/** Formats a calendar date (YYYY-MM-DD) in the user's language and region, without any time-zone shift. */
export function formatCalendarDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(regionalLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment (an ISO timestamp) as the user's language and region write it, on the user's clock. */
export function formatDateTime(timestamp: string, language: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(regionalLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "Jeanne Mbarga" → "JM": the profile avatar's letters. */
export function initialsOf(displayName: string): string {
  return displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(language: string, scale: number, currency: string | undefined): Intl.NumberFormat {
  const locale = numberLocale(language);
  const key = `${locale}|${scale}|${currency ?? ''}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
    });
    // Journals format thousands of amounts: one formatter per language, scale and currency.
    amountFormats.set(key, format);
  }
  return format;
}

/** An amount in its own currency (a document's, a loan's, a treasury account's), at that currency's decimals. */
export function formatCurrencyAmount(amount: string, language: string, currency: string): string {
  return formatAmountText(amount, language, currencyScale(currency), { currency });
}

/**
 * Formats an amount of the API ("1200000", "-12.5") in the user's language with the currency's
 * decimals. The text goes to Intl as it is (exact decimal strings), never through a float.
 */
export function formatAmountText(
  amount: string,
  language: string,
  scale: number,
  options: { currency?: string | undefined } = {},
): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  const format = amountFormat(language, scale, options.currency);
  if (!options.currency || !amount.startsWith('-')) return format.format(amount as Intl.StringNumericLiteral);
  return withSignByDigits(format.formatToParts(amount as Intl.StringNumericLiteral));
}

/**
 * English puts a currency written in letters before the figure and the sign before both: "-FCFA 80,000"
 * reads as a currency named "-FCFA". The sign goes against the figure instead ("FCFA -80,000"); a sign
 * already there ("-80 000 FCFA" in French) or before a symbol ("-€80.00") stays where Intl put it.
 */
function withSignByDigits(parts: readonly Intl.NumberFormatPart[]): string {
  const sign = parts.findIndex((part) => part.type === 'minusSign');
  const currency = parts.findIndex((part) => part.type === 'currency');
  const digits = parts.findIndex((part) => part.type === 'integer');
  const lettered = /\p{L}/u.test(parts[currency]?.value ?? '');
  if (!lettered || sign < 0 || !(sign < currency && currency < digits)) return parts.map((part) => part.value).join('');
  const moved = parts.filter((_, index) => index !== sign);
  moved.splice(digits - 1, 0, parts[sign] as Intl.NumberFormatPart);
  return moved.map((part) => part.value).join('');
}

/** Today's calendar date (YYYY-MM-DD) on the user's clock. */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The decimals of a currency (XAF 0, EUR 2); an unknown code gets 2, as the accounting package does. */
export function currencyScaleOf(currency: string): number {
  try {
    return currencyScale(currency);
  } catch {
    return 2;
  }
}

/**
 * A rate of the API in percent ("19.25") as the user's language writes it: "19,25 %" in French (with
 * the narrow no-break space Intl puts there), "19.25%" in English. Exact: the text is shifted by an
 * exponent, never divided as a float.
 */
export function formatRateText(rate: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(rate)) return rate;
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 4 }).format(
    `${rate}E-2` as Intl.StringNumericLiteral,
  );
}

/** A quantity of the API ("1500.5") with the language's marks ("1 500,5" in French). */
export function formatQuantityText(quantity: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(quantity)) return quantity;
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 6 }).format(
    quantity as Intl.StringNumericLiteral,
  );
}
