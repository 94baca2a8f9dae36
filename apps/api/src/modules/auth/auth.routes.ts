import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession, type TokenSigner } from '../../http/session.ts';
import { changePassword, listMyCompanies, login, logout, switchCompany } from './auth.service.ts';
import type { InvitationAccepted } from './invitations.ts';

export function authRoutes(
  db: Database,
  signer: TokenSigner,
  invitationAccepted: InvitationAccepted,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.login),
      config: { access: 'public' },
      handler: async (request) => login(db, signer, request.body, { address: request.ip, invitationAccepted }),
    });

    app.route({
      ...routeOf(endpoints.changePassword),
      config: { access: 'member', allowsPendingPasswordChange: true },
      handler: async (request) => changePassword(db, signer, requireSession(request), request.body, request.ip),
    });

    app.route({
      ...routeOf(endpoints.logout),
      config: { access: 'member', allowsPendingPasswordChange: true },
      handler: async (request, reply) => {
        await logout(db, requireSession(request), request.ip);
        return reply.status(204).send();
      },
    });

    app.route({
      ...routeOf(endpoints.myCompanies),
      config: { access: 'member' },
      handler: async (request) => listMyCompanies(db, requireSession(request)),
    });

    app.route({
      ...routeOf(endpoints.switchCompany),
      config: { access: 'member' },
      handler: async (request) =>
        switchCompany(db, signer, requireSession(request), request.body.companyId, request.ip),
    });
  };
}
