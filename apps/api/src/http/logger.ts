import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** Paths pino must never print: credentials, tokens and cookies. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.encodedPassword',
  '*.ownerEncodedPassword',
  '*.confirmEncodedPassword',
  '*.currentEncodedPassword',
  '*.newEncodedPassword',
  '*.token',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers: { err: serializeError } };
}

const PARAMETERS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/**
 * Pino's error serializer, without the parameters of a failed statement: Drizzle puts them in the
 * error's message, stack and `params`, and they may hold a password hash or any personal data.
 */
export function serializeError(error: Error): SerializedError {
  return redactParameters(stdSerializers.err(error) as unknown as Record<string, unknown>) as SerializedError;
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

function redactParameters(serialized: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...serialized };
  if ('params' in result) result.params = '[redacted]';
  for (const key of ['message', 'stack'] as const) {
    const text = result[key];
    if (typeof text === 'string') result[key] = text.replace(PARAMETERS, '\nparams: [redacted]');
  }
  const cause = result.cause;
  if (cause && typeof cause === 'object') result.cause = redactParameters(cause as Record<string, unknown>);
  return result;
}
