import { randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@bilan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { isBuildFileUrl } from './security-headers.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API key and XSRF double-submit checks (docs/architecture.md, Conventions of the API), run before routing reaches a handler.
 * Only `/v1` is guarded: `/health`, `/docs` and the web app's files are public.
 */
export function registerRequestGuards(app: FastifyInstance, apiKeys: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    ensureXsrfCookie(request, reply);
    if (!request.url.startsWith('/v1/') || request.method === 'OPTIONS') return;
    const apiKey = request.headers[API_KEY_HEADER.toLowerCase()];
    if (typeof apiKey !== 'string' || !apiKeys.some((key) => safeEqual(key, apiKey))) {
      throw new AppError('API_KEY_INVALID');
    }
    if (!SAFE_METHODS.has(request.method)) checkXsrf(request);
  });
}

/** Set on the page and the API's answers; a build file (a script, a stylesheet) never needs it. */
function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[XSRF_COOKIE] || isBuildFileUrl(request.url)) return;
  reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    httpOnly: false,
    secure: request.protocol === 'https',
  });
}

function checkXsrf(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
    throw new AppError('XSRF_TOKEN_INVALID');
  }
}

function safeEqual(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}
