import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The browser features the app never uses, denied to it and to anything it could embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Helmet's security headers on every answer, and a Permissions-Policy. Its middleware is built once
 * here: @fastify/helmet builds it again for each request, parsing the whole content security policy
 * every time. API answers carry tokens and company data: no cache may keep them unless the route
 * chose otherwise (the public referentials).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
