/**
 * Amounts, quantities and rates all travel as decimal strings and live as integers with a fixed scale, so they
 * share one parser: no float ever holds one of them, not even for a moment.
 */

export const MAX_DECIMAL_TEXT_LENGTH = 40;

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

export type ScaledDecimalParse = { ok: true; value: bigint } | { ok: false; reason: 'INVALID' | 'TOO_PRECISE' };

/**
 * Reads "-12.50" at scale 2 as -1250n. Decimals beyond the scale are accepted only when they are zeros
 * ("150000.00" is exactly 150000 XAF), because refusing them would reject values that lose nothing.
 */
export function parseScaledDecimal(text: string, scale: number): ScaledDecimalParse {
  if (text.length > MAX_DECIMAL_TEXT_LENGTH) return { ok: false, reason: 'INVALID' };
  const match = DECIMAL_PATTERN.exec(text);
  if (match === null) return { ok: false, reason: 'INVALID' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(scale))) return { ok: false, reason: 'TOO_PRECISE' };
  const magnitude = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return { ok: true, value: sign === '-' ? -magnitude : magnitude };
}

export function formatScaledDecimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** BigInt division truncates toward zero; accounting rounds half away from zero (2.5 → 3, -2.5 → -3). */
export function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive.');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const doubledRemainder = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (doubledRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}
