import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { HttpsMode } from '../config.ts';

type ContentSecurityPolicy = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>;

export interface SecurityHeadersOptions {
  directives: NonNullable<ContentSecurityPolicy['directives']>;
  https: HttpsMode;
}

/** The browser features the app never uses, denied to it and to anything it could embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Helmet's security headers on every answer, and a Permissions-Policy. Its middleware is built once
 * here: @fastify/helmet builds it again for each request, parsing the whole content security policy
 * every time. API answers carry tokens and company data: no cache may keep them unless the route
 * chose otherwise (the public referentials).
 *
 * HSTS and `upgrade-insecure-requests` go only on answers served over https: sent over plain http (an
 * office server opened as http://192.168.x.y:4000), the latter makes the browser ask for every script
 * over https, which nothing serves, and the page stays blank.
 */
export function registerSecurityHeaders(app: FastifyInstance, { directives, https }: SecurityHeadersOptions): void {
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  const overHttps = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: [] } },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  const isHttps = (request: FastifyRequest) => https === 'on' || (https === 'auto' && request.protocol === 'https');
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = isHttps(request) ? overHttps : overHttp;
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
