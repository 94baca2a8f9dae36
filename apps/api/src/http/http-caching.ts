import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer carries an ETag (a hash of its body) and a request whose If-None-Match names it is
     * answered 304 without a body: the chart of accounts and the reference data, which a slow link
     * should not download again when nothing changed.
     */
    etag?: boolean;
  }
}

/** What an API answer may be kept for, unless its route says otherwise: not at all (it is the company's data). */
export const API_CACHE_CONTROL = 'no-store';

/**
 * `Cache-Control: no-store` on API answers that set nothing else, and ETag/304 on the routes whose
 * config asks for it. An application-level onSend hook, so it runs before @fastify/compress's
 * route-level one and hashes the uncompressed body.
 */
export function registerApiCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/v1/')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    if (!request.routeOptions.config?.etag || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type');
    return '';
  });
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
