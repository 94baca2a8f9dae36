// Reads an error body as it comes, without zod (the login page loads this; see login-form.ts).
import type { ErrorBody, FieldError } from './errors.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.path === 'string' && typeof value.code === 'string';

/**
 * The error body of `errorBodySchema`, read leniently: a proxy or an older API may send a code with only
 * one of the two messages (docs/seed-spec.md §8: the French message stands in when there is no message).
 * Null when the value is not an error body.
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value) || typeof value.code !== 'string') return null;
  const { code, message, frMessage, fields, retryAfterSeconds } = value;
  if (message !== undefined && typeof message !== 'string') return null;
  if (frMessage !== undefined && typeof frMessage !== 'string') return null;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(isFieldError))) return null;
  const retry =
    typeof retryAfterSeconds === 'number' && Number.isSafeInteger(retryAfterSeconds) ? retryAfterSeconds : undefined;
  if (retryAfterSeconds !== undefined && retry === undefined) return null;
  return {
    code,
    message: message ?? '',
    frMessage: frMessage ?? '',
    ...(fields === undefined ? {} : { fields }),
    ...(retry === undefined ? {} : { retryAfterSeconds: retry }),
  };
}
