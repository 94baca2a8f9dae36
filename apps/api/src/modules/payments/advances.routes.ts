import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { listAdvances, useAdvance } from './advance-uses.ts';
import { createAdvance } from './advances.ts';

const WRITE = { permission: 'payments.write' } as const;

/** Advances received and paid on orders, and their use against invoices (docs/decisions/0036-currencies.md). */
export function advancesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.advances),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), async (tx, company) => {
          await getWorkFolder(tx, company.companyId, request.params.workFolderId);
          return listAdvances(tx, company, request.query);
        }),
    });

    app.route({
      ...routeOf(endpoints.createAdvance),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const advance = await inCompany(db, requireSession(request), (tx, company) =>
          createAdvance(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(advance);
      },
    });

    app.route({
      ...routeOf(endpoints.useAdvance),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const use = await inCompany(db, requireSession(request), (tx, company) =>
          useAdvance(tx, company, request.params.paymentId, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(use);
      },
    });
  };
}
