import { hasPermission } from '@bilan/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { readSession, type TokenSigner } from './session.ts';

/**
 * Every `/v1` route states who may call it in `config.access`: `public`, `member` (any logged-in
 * user) or a permission name found in the token's roles or profiles (spec §6). A route without a
 * decision fails at start-up, so nothing is reachable by omission.
 */
export type RouteAccess = 'public' | 'member' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function registerAccessControl(app: FastifyInstance, signer: TokenSigner): void {
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} has no access decision (config.access)`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if (access === 'public') return;
    request.session = await readSession(request, signer);
    if (!request.session) throw new AppError('AUTHENTICATION_REQUIRED');
    if (access !== 'member' && !hasPermission(request.session, access.permission)) {
      throw new AppError('PERMISSION_DENIED');
    }
  });
}
