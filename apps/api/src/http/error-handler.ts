import { AccountingError } from '@bilan/accounting';
import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode, type FieldError, isErrorCode } from '@bilan/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorCode } from '../db/tenant.ts';
import { AppError } from './app-error.ts';
import { requestLanguage } from './locale.ts';

export function errorBody(request: FastifyRequest, error: AppError): ErrorBody {
  const entry = ERROR_CATALOGUE[error.code];
  return {
    code: error.code,
    message: requestLanguage(request) === 'fr' ? entry.fr : entry.en,
    frMessage: entry.fr,
    ...(error.details.fields ? { fields: error.details.fields } : {}),
    ...(error.details.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.details.retryAfterSeconds } : {}),
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  if (error.details.retryAfterSeconds !== undefined)
    reply.header('Retry-After', String(error.details.retryAfterSeconds));
  return reply.status(error.statusCode).type('application/json').send(errorBody(request, error));
}

/** Every error leaves as `{ code, message, frMessage }`; a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known.statusCode >= 500) request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, known);
  });
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BODY_MUST_BE_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BODY_MALFORMED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_MALFORMED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BODY_MALFORMED',
};

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof AccountingError) return fromAccountingError(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return new AppError('VALIDATION_FAILED', {
      fields: error.validation.flatMap((issue) => toFieldErrors(issue, context)),
    });
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))) {
    return new AppError('BODY_MALFORMED');
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED');
  if (error.statusCode === 404) return new AppError('ROUTE_NOT_FOUND');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('VALIDATION_FAILED');
  // The database's own wall of the VAT period lock (migration 0021_vat_return_guards).
  if (databaseErrorCode(error) === 'BF001') return new AppError('PERIOD_FILED');
  if ((error as { code?: string }).code === '40001' || (error as { code?: string }).code === '40P01') {
    return new AppError('CONFLICT_RETRY');
  }
  return new AppError('INTERNAL_ERROR');
}

/** A rule of the pure accounting package broken by the input: a 4xx naming that rule. */
function fromAccountingError(error: AccountingError): AppError {
  const lineIndex = error.details.lineIndex;
  const path = lineIndex === undefined ? '' : `lines.${lineIndex}`;
  if (isErrorCode(error.code)) return new AppError(error.code, { fields: [{ path, code: error.code }] });
  return new AppError('VALIDATION_FAILED', { fields: [{ path, code: error.code }] });
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const RULE_CODE = /^[A-Z][A-Z0-9_]+$/;

function toFieldErrors(issue: ValidationIssue, context: string | undefined): FieldError[] {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const prefix = context && context !== 'body' ? `${context}.` : '';
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    return issue.params.keys.map((key) => ({
      path: prefix + [base, String(key)].filter(Boolean).join('.'),
      code: 'PROPERTY_UNKNOWN',
    }));
  }
  const code = issue.message && RULE_CODE.test(issue.message) ? issue.message : genericCode(issue);
  return [{ path: prefix + base, code }];
}

function genericCode(issue: ValidationIssue): string {
  switch (issue.keyword) {
    case 'invalid_type':
      return issue.params.input === undefined ? 'REQUIRED' : 'TYPE_INVALID';
    case 'too_big':
      return 'TOO_LONG';
    case 'too_small':
      return 'TOO_SHORT';
    case 'invalid_value':
      return 'VALUE_NOT_ALLOWED';
    default:
      return 'INVALID';
  }
}
