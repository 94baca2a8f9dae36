import { todayOn } from '@bilan/accounting';
import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';

import { loginFailuresNotice, readNotifications, withNotice } from './notifications.service.ts';

export function notificationsRoutes(db: Database, now: () => Date = () => new Date()): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.notifications),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const at = now();
        const notifications = await inCompany(db, session, (tx, company) =>
          readNotifications(tx, company, todayOn(at)),
        );
        return withNotice(notifications, await loginFailuresNotice(db, session.sub, at));
      },
    });
  };
}
