import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import { monthClose } from './month-close.service.ts';
import { yearEndSteps } from './year-end-steps.service.ts';

export function monthCloseRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.monthClose),
      config: { access: { permission: 'reports.read' } },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          monthClose(tx, company, request.params.workFolderId, {
            period: request.query.period,
            language: requestLanguage(request),
          }),
        ),
    });

    app.route({
      ...routeOf(endpoints.yearEndChecklist),
      config: { access: { permission: 'reports.read' } },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) => yearEndSteps(tx, company, request.params.workFolderId)),
    });
  };
}
