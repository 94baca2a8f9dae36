import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { requireTenantCompany } from '../companies/company-context.ts';
import type { Mailer } from '../mail/mailer.ts';

import {
  acceptInvitation,
  declineInvitation,
  inviteUser,
  listMyInvitations,
  listUsers,
  updateUser,
} from './users.service.ts';

const MANAGE = { permission: 'users.manage' } as const;

export function usersRoutes(db: Database, mailer: Mailer): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.companyUsers),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        return listUsers(db, requireTenantCompany(session, request.params.companyId), request.query);
      },
    });

    app.route({
      ...routeOf(endpoints.inviteUser),
      config: { access: MANAGE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return reply.status(201).send(await inviteUser(db, mailer, session, request.body, request.ip));
      },
    });

    app.route({
      ...routeOf(endpoints.updateUser),
      config: { access: MANAGE },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return updateUser(db, session, request.params.userId, request.body, request.ip);
      },
    });

    app.route({
      ...routeOf(endpoints.myInvitations),
      config: { access: 'member' },
      handler: async (request) => listMyInvitations(db, requireSession(request)),
    });

    app.route({
      ...routeOf(endpoints.acceptInvitation),
      config: { access: 'member' },
      handler: async (request) =>
        acceptInvitation(db, requireSession(request), request.params.invitationId, request.ip),
    });

    app.route({
      ...routeOf(endpoints.declineInvitation),
      config: { access: 'member' },
      handler: async (request, reply) => {
        await declineInvitation(db, requireSession(request), request.params.invitationId, request.ip);
        return reply.status(204).send();
      },
    });
  };
}
