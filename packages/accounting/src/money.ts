import { CURRENCIES } from './currency-table.ts';
import { divideRoundingHalfAwayFromZero, formatScaledDecimal, parseScaledDecimal } from './decimal.ts';
import { AccountingError } from './errors.ts';
import { assertRateBasisPoints } from './rates.ts';

export type AmountErrorCode =
  | 'AMOUNT_INVALID'
  | 'AMOUNT_TOO_PRECISE'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'AMOUNT_SCALE_INVALID'
  | 'CURRENCY_INVALID'
  | 'QUANTITY_INVALID'
  | 'QUANTITY_TOO_PRECISE'
  | 'QUANTITY_OUT_OF_RANGE';

export class AmountError extends AccountingError<AmountErrorCode> {}

declare const amountBrand: unique symbol;

/** Integer minor units of the company currency (francs for XAF, cents for EUR); see docs/decisions/0001. */
export type Amount = bigint & { readonly [amountBrand]: true };

/** 10^15 minor units: far above any real balance, far below PostgreSQL's BIGINT, so sums cannot overflow it. */
export const MAX_AMOUNT_MINOR_UNITS = 10n ** 15n;
export const ZERO_AMOUNT = 0n as Amount;
export const MAX_SCALE = 6;
export const QUANTITY_SCALE = 4;
/** Quantities are held in ten-thousandths, up to one billion units. */
export const MAX_QUANTITY_TEN_THOUSANDTHS = 10n ** 13n;

const CURRENCY_SCALES: ReadonlyMap<string, number> = new Map(
  CURRENCIES.map((currency) => [currency.code, currency.minorUnit]),
);
const DEFAULT_CURRENCY_SCALE = 2;

export function currencyScale(currency: string): number {
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new AmountError('CURRENCY_INVALID', `The currency "${currency}" must be an ISO 4217 code.`);
  }
  return CURRENCY_SCALES.get(currency) ?? DEFAULT_CURRENCY_SCALE;
}

export function isAmountInRange(minorUnits: bigint): boolean {
  return minorUnits <= MAX_AMOUNT_MINOR_UNITS && minorUnits >= -MAX_AMOUNT_MINOR_UNITS;
}

/** The one door into `Amount`: every value is range-checked where it enters. */
export function toAmount(minorUnits: bigint): Amount {
  if (!isAmountInRange(minorUnits)) {
    throw new AmountError(
      'AMOUNT_OUT_OF_RANGE',
      `The amount ${minorUnits} exceeds ${MAX_AMOUNT_MINOR_UNITS} minor units.`,
    );
  }
  return minorUnits as Amount;
}

export function parseAmount(text: string, scale: number): Amount {
  assertScale(scale);
  const parsed = parseScaledDecimal(text, scale);
  if (!parsed.ok) {
    if (parsed.reason === 'TOO_PRECISE') {
      throw new AmountError('AMOUNT_TOO_PRECISE', `The amount "${text}" has more than ${scale} decimals.`);
    }
    throw new AmountError('AMOUNT_INVALID', `The amount "${text}" must be a decimal number such as 1500 or -12.50.`);
  }
  return toAmount(parsed.value);
}

export function formatAmount(amount: Amount, scale: number): string {
  assertScale(scale);
  return formatScaledDecimal(amount, scale);
}

/** Minor units of a currency (a bigint or its text, as SQL answers it) written in that currency's decimals. */
export function formatInCurrency(minorUnits: bigint | string, currency: string): string {
  return formatAmount(toAmount(BigInt(minorUnits)), currencyScale(currency));
}

export function addAmounts(left: Amount, right: Amount): Amount {
  return toAmount(left + right);
}

export function subtractAmounts(left: Amount, right: Amount): Amount {
  return toAmount(left - right);
}

export function negateAmount(amount: Amount): Amount {
  return toAmount(-amount);
}

export function absoluteAmount(amount: Amount): Amount {
  return amount < 0n ? negateAmount(amount) : amount;
}

export function sumAmounts(amounts: Iterable<Amount>): Amount {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return toAmount(total);
}

/** amount × rate, rounded half away from zero to the minor unit (VAT and discounts are computed this way). */
export function multiplyByRate(amount: Amount, rateBasisPoints: number): Amount {
  assertRateBasisPoints(rateBasisPoints);
  return toAmount(divideRoundingHalfAwayFromZero(amount * BigInt(rateBasisPoints), 10_000n));
}

/** Reads "2.5" as 25000n ten-thousandths; quantities have at most four decimals. */
export function parseQuantity(text: string): bigint {
  const parsed = parseScaledDecimal(text, QUANTITY_SCALE);
  if (!parsed.ok) {
    if (parsed.reason === 'TOO_PRECISE') {
      throw new AmountError('QUANTITY_TOO_PRECISE', `The quantity "${text}" has more than ${QUANTITY_SCALE} decimals.`);
    }
    throw new AmountError('QUANTITY_INVALID', `The quantity "${text}" must be a decimal number such as 3 or 2.5.`);
  }
  if (parsed.value > MAX_QUANTITY_TEN_THOUSANDTHS || parsed.value < -MAX_QUANTITY_TEN_THOUSANDTHS) {
    throw new AmountError('QUANTITY_OUT_OF_RANGE', `The quantity "${text}" exceeds one billion.`);
  }
  return parsed.value;
}

/**
 * unitPrice × quantity rounded half away from zero. The unit price is already in minor units, so the result is
 * in the same minor units and no currency scale is needed here.
 */
export function multiplyByQuantity(unitPrice: Amount, quantityText: string): Amount {
  const quantityTenThousandths = parseQuantity(quantityText);
  return toAmount(divideRoundingHalfAwayFromZero(unitPrice * quantityTenThousandths, 10n ** BigInt(QUANTITY_SCALE)));
}

function assertScale(scale: number): void {
  if (!Number.isSafeInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new AmountError('AMOUNT_SCALE_INVALID', `The scale ${scale} must be a whole number from 0 to ${MAX_SCALE}.`);
  }
}
