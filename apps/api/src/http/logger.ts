import type { FastifyServerOptions } from 'fastify';

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
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
