import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';

import { listAuditEvents } from './audit.service.ts';

export function auditRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.auditLog),
      // The trail shows every change and who made it: for those who manage users (owners and admins).
      config: { access: { permission: 'users.manage' } },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          listAuditEvents(tx, company, request.query, requestLanguage(request)),
        );
      },
    });
  };
}
