import { hasPermission, type TokenClaims } from '@bilan/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { readSession, type TokenSigner } from './session.ts';

/**
 * Every `/v1` route states who may call it in `config.access`: `public`, `member` (any logged-in
 * user) or a permission name found in the token's roles or profiles (docs/seed-spec.md §6). A route without a
 * decision fails at start-up, so nothing is reachable by omission.
 */
export type RouteAccess = 'public' | 'member' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The one route a user who must still change a one-time password may call. */
    allowsPendingPasswordChange?: boolean;
  }
}

/**
 * Checks what a valid token cannot know by itself: that its membership still exists, is active
 * and holds the token's roles, and that no password change is pending. Throws to refuse.
 */
export type SessionCheck = (session: TokenClaims, route: { allowsPendingPasswordChange: boolean }) => Promise<void>;

export interface RouteDecision {
  method: string;
  url: string;
  access: RouteAccess;
}

const decisionsByApp = new WeakMap<FastifyInstance, RouteDecision[]>();

/** Every `/v1` route of the app with its access decision, in registration order (HEAD twins left out). */
export function listRouteDecisions(app: FastifyInstance): readonly RouteDecision[] {
  return decisionsByApp.get(app) ?? [];
}

export function registerAccessControl(app: FastifyInstance, signer: TokenSigner, checkSession: SessionCheck): void {
  const decisions: RouteDecision[] = [];
  decisionsByApp.set(app, decisions);
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} has no access decision (config.access)`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') decisions.push({ method, url: route.url, access });
    }
  });
  app.addHook('preValidation', async (request) => {
    const { access, allowsPendingPasswordChange } = request.routeOptions.config;
    if (!access) return;
    if (access === 'public') return;
    request.session = await readSession(request, signer);
    if (!request.session) throw new AppError('AUTHENTICATION_REQUIRED');
    await checkSession(request.session, { allowsPendingPasswordChange: allowsPendingPasswordChange === true });
    if (access !== 'member' && !hasPermission(request.session, access.permission)) {
      throw new AppError('PERMISSION_DENIED');
    }
  });
}
