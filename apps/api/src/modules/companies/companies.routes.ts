import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  createSubsidiary,
  getAccessibleCompany,
  listSubsidiaries,
  type OpenBooks,
  signUpCompany,
} from './companies.service.ts';
import { requireTenantCompany } from './company-context.ts';

export function companiesRoutes(
  db: Database,
  signupsPerMinute: number,
  openBooks: OpenBooks,
  mailer: Mailer,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.signUp),
      config: { access: 'public', rateLimit: { max: signupsPerMinute, timeWindow: '1 minute' } },
      handler: async (request, reply) =>
        reply.status(201).send(
          await signUpCompany(db, openBooks, mailer, request.body, {
            language: requestLanguage(request),
            address: request.ip,
          }),
        ),
    });

    app.route({
      ...routeOf(endpoints.company),
      config: { access: 'member' },
      handler: async (request) => getAccessibleCompany(db, requireSession(request), request.params.id),
    });

    app.route({
      ...routeOf(endpoints.subsidiaries),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        return listSubsidiaries(db, requireTenantCompany(session, request.params.companyId), request.query);
      },
    });

    app.route({
      ...routeOf(endpoints.createSubsidiary),
      config: { access: { permission: 'settings.manage' } },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return reply
          .status(201)
          .send(await createSubsidiary(db, openBooks, session, request.body, requestLanguage(request)));
      },
    });
  };
}
