import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const compressBrotli = promisify(brotliCompress);

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
 * The brotli quality of the answers with an ETag. @fastify/compress uses 4, fast enough for any
 * answer; an ETag answer is downloaded again only when it changed, so it is worth packing harder:
 * the compact chart (≈ 250 KB of JSON) is 30 KB at 4 and 24 KB at 10, for ≈ 100 ms in zlib's
 * thread pool instead of 3 (11 would save one more KB for three times that).
 */
export const ETAG_BROTLI_QUALITY = 10;
const DENSE_THRESHOLD = 16 * 1024;
/**
 * The dense copies last made, by ETag (a hash of the body, so one copy serves every company whose answer
 * is the same — the reference data — and any number of browsers): each body is compressed once, and
 * answers asked for together wait for the same compression. A few MB at most.
 */
const DENSE_COPIES_KEPT = 64;
const denseCopies = new Map<string, Promise<Buffer>>();

/**
 * `Cache-Control: no-store` on API answers that set nothing else, and ETag/304 on the routes whose
 * config asks for it; their large answers are compressed here, denser than @fastify/compress does.
 * An application-level onSend hook, so it runs before @fastify/compress's route-level one, hashes
 * the uncompressed body, and @fastify/compress leaves an answer it already compressed as it is.
 */
export function registerApiCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/v1/')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    if (!request.routeOptions.config?.etag || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type');
      return '';
    }
    return payload.length >= DENSE_THRESHOLD && acceptsBrotli(request) ? denseBrotli(reply, etag, payload) : payload;
  });
}

/** The brotli copy of `payload`, whose ETag is `etag`: made once, then kept among the last few. */
export function denseCopyOf(etag: string, payload: string): Promise<Buffer> {
  const kept = denseCopies.get(etag);
  if (kept) return kept;
  const body = Buffer.from(payload, 'utf8');
  const copy = compressBrotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: ETAG_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  copy.catch(() => denseCopies.delete(etag));
  denseCopies.set(etag, copy);
  const oldest = denseCopies.keys().next().value;
  if (denseCopies.size > DENSE_COPIES_KEPT && oldest !== undefined) denseCopies.delete(oldest);
  return copy;
}

async function denseBrotli(reply: FastifyReply, etag: string, payload: string): Promise<Buffer> {
  const compressed = await denseCopyOf(etag, payload);
  const vary = reply.getHeader('vary');
  if (!/accept-encoding/i.test(String(vary ?? '')))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', 'br');
  return compressed;
}

/** Whether Accept-Encoding names brotli without refusing it (`br;q=0`). */
function acceptsBrotli(request: FastifyRequest): boolean {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((entry) => {
      const [name, ...options] = entry.trim().split(';');
      return name?.trim() === 'br' && !options.some((option) => /^\s*q=0(\.0*)?\s*$/.test(option));
    });
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
