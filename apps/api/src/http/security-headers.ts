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
 * The web app's content-hashed build files (scripts, styles). Their answers carry only what matters
 * for a script or a stylesheet: a page loads dozens of them, and over a slow link each header line is
 * paid again (docs/decisions/0007-slow-networks.md).
 */
export function isBuildFileUrl(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * An API answer is JSON (or a file to download), never a page: it needs no script, style, referrer or
 * feature policy, only to be neither framed, sniffed, nor read by another site — the headers of a
 * REST answer in OWASP's REST Security Cheat Sheet. Helmet's full set weighed 750 bytes on each of
 * the half-dozen calls a screen makes.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

const isApiUrl = (url: string) => url.startsWith('/v1/');

/**
 * Helmet's security headers on every page, and a Permissions-Policy; API answers get theirs above. A build
 * file gets `nosniff` and `Cross-Origin-Resource-Policy`, the two headers a browser applies to a
 * script or a stylesheet; the policies of a document (CSP, framing, referrer, permissions) apply to
 * the page that loads it. Its middleware is built once
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
    if (isBuildFileUrl(request.url)) {
      reply.header('X-Content-Type-Options', 'nosniff').header('Cross-Origin-Resource-Policy', 'same-origin');
      return done();
    }
    if (isApiUrl(request.url)) {
      reply
        .header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      if (isHttps(request)) reply.header('Strict-Transport-Security', HSTS);
      return done();
    }
    const setHeaders = isHttps(request) ? overHttps : overHttp;
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
