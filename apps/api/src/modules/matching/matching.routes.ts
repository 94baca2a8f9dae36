import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { assertAccountsOfCompany } from './matching.queries.ts';
import { createMatching, deleteMatching, listMatchings } from './matching.service.ts';
import { openItems, suggestMatchings } from './open-items.service.ts';

const READ = { permission: 'reports.read' } as const;
const WRITE = { permission: 'documents.write' } as const;

export function matchingRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.openItems),
      config: { access: READ },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, async (tx, company) => {
          await assertAccountsOfCompany(tx, company.companyId, request.query);
          return openItems(tx, company, request.query);
        });
      },
    });

    app.route({
      ...routeOf(endpoints.matchings),
      config: { access: READ },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, async (tx, company) => {
          await assertAccountsOfCompany(tx, company.companyId, request.query);
          return listMatchings(tx, company, request.query);
        });
      },
    });

    app.route({
      ...routeOf(endpoints.matchingSuggestions),
      config: { access: READ },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, async (tx, company) => {
          await assertAccountsOfCompany(tx, company.companyId, request.query);
          return suggestMatchings(tx, company, request.query);
        });
      },
    });

    app.route({
      ...routeOf(endpoints.createMatching),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const matching = await inCompany(db, session, (tx, company) => createMatching(tx, company, request.body));
        return reply.status(201).send(matching);
      },
    });

    app.route({
      ...routeOf(endpoints.deleteMatching),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        await inCompany(db, session, (tx, company) => deleteMatching(tx, company, request.params.matchingId));
        return reply.status(204).send();
      },
    });
  };
}
