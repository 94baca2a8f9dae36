import { CURRENCIES, type Currency } from './currency-table.ts';
import { divideRoundingHalfAwayFromZero } from './decimal.ts';
import { AccountingError } from './errors.ts';
import { type Amount, toAmount } from './money.ts';

export { CURRENCIES, type Currency } from './currency-table.ts';

export type ExchangeRateErrorCode = 'EXCHANGE_RATE_INVALID' | 'CURRENCY_UNKNOWN';

export class ExchangeRateError extends AccountingError<ExchangeRateErrorCode> {}

const BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

export function isKnownCurrency(code: string): boolean {
  return BY_CODE.has(code);
}

/** The currency of a code, or CURRENCY_UNKNOWN: a document or rate in a currency Bilan does not know is refused. */
export function getCurrency(code: string): Currency {
  const currency = BY_CODE.get(code);
  if (!currency)
    throw new ExchangeRateError('CURRENCY_UNKNOWN', `The currency "${code}" is not an ISO 4217 code Bilan knows.`);
  return currency;
}

/**
 * An exchange rate as an exact fraction: 1 unit of the foreign currency = numerator / denominator units
 * of the other. A rate typed or imported is a decimal (denominator a power of ten); a cross-rate of two
 * fixed parities may not be one (1 XAF = 1 / 655.957 EUR), so no rate is ever rounded before it is used.
 * Always reduced, both terms positive.
 */
export interface ExchangeRate {
  numerator: bigint;
  denominator: bigint;
}

/** Decimals a typed rate may carry, and its bound: beyond them a rate is a typing error, not a rate. */
export const EXCHANGE_RATE_DECIMALS = 12;
export const MAX_EXCHANGE_RATE_WHOLE_DIGITS = 12;

const RATE_DECIMAL = /^(\d{1,12})(?:\.(\d{1,12}))?$/;
const RATE_FRACTION = /^([1-9]\d{0,30})\/([1-9]\d{0,30})$/;

function gcd(left: bigint, right: bigint): bigint {
  let [a, b] = [left, right];
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function reduced(numerator: bigint, denominator: bigint): ExchangeRate {
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** Reads a typed rate ("655.957", "0.0015"): a positive decimal of at most 12 + 12 digits; else EXCHANGE_RATE_INVALID. */
export function parseExchangeRate(text: string): ExchangeRate {
  const match = RATE_DECIMAL.exec(text.trim());
  const [, whole = '', fraction = ''] = match ?? [];
  const numerator = match ? BigInt(whole + fraction) : 0n;
  if (numerator <= 0n) {
    throw new ExchangeRateError(
      'EXCHANGE_RATE_INVALID',
      `The rate "${text}" must be a positive decimal number with at most ${EXCHANGE_RATE_DECIMALS} decimals.`,
    );
  }
  return reduced(numerator, 10n ** BigInt(fraction.length));
}

/** Reads a rate as `formatExchangeRate` writes it (a decimal, or "n/d" for a cross-rate that has no decimal form). */
export function readExchangeRate(text: string): ExchangeRate {
  const fraction = RATE_FRACTION.exec(text);
  if (fraction) return reduced(BigInt(fraction[1] ?? '1'), BigInt(fraction[2] ?? '1'));
  return parseExchangeRate(text);
}

/** The exact text of a rate: its decimal form when it has one ("655.957"), else "n/d" ("1000/655957"). */
export function formatExchangeRate(rate: ExchangeRate): string {
  let rest = rate.denominator;
  let decimals = 0;
  while (rest % 10n === 0n) [rest, decimals] = [rest / 10n, decimals + 1];
  while (rest % 2n === 0n || rest % 5n === 0n) {
    if (rest % 2n === 0n) rest /= 2n;
    else rest /= 5n;
    decimals += 1;
  }
  if (rest !== 1n) return `${rate.numerator}/${rate.denominator}`;
  const scaled = (rate.numerator * 10n ** BigInt(decimals)) / rate.denominator;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return decimals === 0 ? text : text.replace(/\.?0+$/, '');
}

/** A rate rounded half away from zero to `decimals` places, for display only ("1.333333" for 4/3). */
export function approximateExchangeRate(rate: ExchangeRate, decimals: number): string {
  const scaled = divideRoundingHalfAwayFromZero(rate.numerator * 10n ** BigInt(decimals), rate.denominator);
  return formatExchangeRate(reduced(scaled, 10n ** BigInt(decimals)));
}

export const UNIT_EXCHANGE_RATE: ExchangeRate = { numerator: 1n, denominator: 1n };

/** The rate the other way: 1 company unit = 1/rate foreign units (exact, still reduced). */
export function invertExchangeRate(rate: ExchangeRate): ExchangeRate {
  return { numerator: rate.denominator, denominator: rate.numerator };
}

/**
 * The rate a treaty fixes between two currencies, or null when either floats: 1 EUR = 655.957 XAF,
 * 1 XOF = 1 XAF, 1 XAF = 0.75 KMF (655.957 / 491.96775 reduced). Fixed rates are rules, not data a
 * company types: they are never stored as rows of its rate table, nor editable.
 */
export function fixedExchangeRate(fromCurrency: string, toCurrency: string): ExchangeRate | null {
  if (fromCurrency === toCurrency) return UNIT_EXCHANGE_RATE;
  const from = BY_CODE.get(fromCurrency)?.eurParity;
  const to = BY_CODE.get(toCurrency)?.eurParity;
  if (!from || !to) return null;
  // 1 from = (1 / fromPerEur) EUR = toPerEur / fromPerEur to.
  const fromPerEur = parseExchangeRate(from);
  const toPerEur = parseExchangeRate(to);
  return reduced(toPerEur.numerator * fromPerEur.denominator, toPerEur.denominator * fromPerEur.numerator);
}

/**
 * `amountMinor` minor units of `fromCurrency` in minor units of `toCurrency`, 1 from = `rate` to:
 * amount × rate × 10^scale(to) / 10^scale(from), computed exactly on integers and rounded half away
 * from zero once, at the end (docs/decisions/0036-currencies.md).
 */
export function convert(amountMinor: bigint, fromCurrency: string, rate: ExchangeRate, toCurrency: string): Amount {
  const fromScale = 10n ** BigInt(getCurrency(fromCurrency).minorUnit);
  const toScale = 10n ** BigInt(getCurrency(toCurrency).minorUnit);
  if (rate.numerator <= 0n || rate.denominator <= 0n) {
    throw new ExchangeRateError('EXCHANGE_RATE_INVALID', 'An exchange rate must be positive.');
  }
  return toAmount(divideRoundingHalfAwayFromZero(amountMinor * rate.numerator * toScale, rate.denominator * fromScale));
}
