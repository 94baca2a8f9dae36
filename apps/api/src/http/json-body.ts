import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The deepest nesting of arrays and objects a request body may have. No form of Bilan nests more
 * than four levels; 64 leaves room while keeping every recursive walk of a body (the NUL check of
 * validation.ts, zod) far from the stack's limit.
 */
export const BODY_DEPTH_LIMIT = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without
 * recursion, before JSON.parse builds anything: 50,000 `[` cost a scan of 50,000 characters,
 * never a stack. Brackets inside strings do not count. On text that is not JSON the answer may be
 * either: JSON.parse refuses that text next.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth++;
      if (depth > limit) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * JSON is the only body type: without a text parser, any other type is answered 415 by the error
 * handler. An empty JSON body counts as no body (a state change may or may not carry the document).
 * Fastify's own parser (secure-json-parse) then refuses `__proto__` and `constructor.prototype` keys.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text === '') return done(null, undefined);
    if (nestsDeeperThan(text, BODY_DEPTH_LIMIT)) return done(new AppError('BODY_TOO_DEEP'), undefined);
    return parseJson(request, text, done);
  });
}
