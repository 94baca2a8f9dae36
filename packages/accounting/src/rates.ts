import { formatScaledDecimal, parseScaledDecimal } from './decimal.ts';
import { AccountingError } from './errors.ts';

export type RateErrorCode = 'RATE_INVALID' | 'RATE_TOO_PRECISE' | 'RATE_OUT_OF_RANGE';

export class RateError extends AccountingError<RateErrorCode> {}

/** Rates travel as percentages with at most two decimals ("19.25") and live as basis points (1925). */
export const RATE_SCALE = 2;
export const MAX_RATE_BASIS_POINTS = 10_000;

export function parseRate(text: string): number {
  const parsed = parseScaledDecimal(text, RATE_SCALE);
  if (!parsed.ok) {
    const code = parsed.reason === 'TOO_PRECISE' ? 'RATE_TOO_PRECISE' : 'RATE_INVALID';
    throw new RateError(code, `The rate "${text}" must be a percentage with at most ${RATE_SCALE} decimals.`);
  }
  if (parsed.value < 0n || parsed.value > BigInt(MAX_RATE_BASIS_POINTS)) {
    throw new RateError('RATE_OUT_OF_RANGE', `The rate "${text}" must be between 0 and 100.`);
  }
  return Number(parsed.value);
}

/** Formats 1925 as "19.25" and 1800 as "18": trailing zeros carry no information in a rate. */
export function formatRate(rateBasisPoints: number): string {
  assertRateBasisPoints(rateBasisPoints);
  const text = formatScaledDecimal(BigInt(rateBasisPoints), RATE_SCALE);
  return text.replace(/\.?0+$/, '');
}

export function assertRateBasisPoints(rateBasisPoints: number): void {
  if (!Number.isSafeInteger(rateBasisPoints)) {
    throw new RateError('RATE_INVALID', `The rate ${rateBasisPoints} must be a whole number of basis points.`);
  }
  if (rateBasisPoints < 0 || rateBasisPoints > MAX_RATE_BASIS_POINTS) {
    throw new RateError('RATE_OUT_OF_RANGE', `The rate ${rateBasisPoints} must be between 0 and 10000 basis points.`);
  }
}
