import type { FieldError } from '@bilan/contract';
import { ApiError } from './api-client.ts';

/** The field-level problems of a refused request ({ path, code }), or none for any other failure. */
export function serverFieldErrors(error: unknown): FieldError[] {
  return error instanceof ApiError ? (error.body?.fields ?? []) : [];
}

/** The code of a refused request ('ACCOUNT_NUMBER_ALREADY_USED'…), or null for any other failure. */
export function serverErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
