import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bilan/contract';
import type { FastifyRequest } from 'fastify';

/** The request's language: `?lang=`, else the first supported language of Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguage(query?.lang)) return query.lang;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
