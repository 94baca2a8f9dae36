import { AccountingError } from '@bilan/accounting';
import { ERROR_CATALOGUE, type ErrorCode, type FieldError } from '@bilan/contract';

/** A broken rule, answered as `{ code, message, frMessage }` with the catalogue's HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly details: { fields?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(ERROR_CATALOGUE[code].en);
    this.name = 'AppError';
    this.statusCode = ERROR_CATALOGUE[code].status;
  }
}

export function validationFailed(fields: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', { fields });
}

export const notFound = (): AppError => new AppError('NOT_FOUND');

/** A rule refusing a request (answered 4xx), as opposed to a failure of the service itself. */
export type Refusal = AppError | AccountingError;

export const isRefusal = (error: unknown): error is Refusal =>
  error instanceof AppError || error instanceof AccountingError;
