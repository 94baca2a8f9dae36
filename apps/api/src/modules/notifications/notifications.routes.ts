import { todayOn } from '@bilan/accounting';
import { notificationsSchema, uuidSchema } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';

import { readNotifications } from './notifications.service.ts';

export function notificationsRoutes(db: Database, now: () => Date = () => new Date()): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/companies/:companyId/notifications',
      {
        config: { access: 'member' },
        schema: {
          tags: ['notifications'],
          params: z.strictObject({ companyId: uuidSchema }),
          response: { 200: notificationsSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => readNotifications(tx, company, todayOn(now())));
      },
    );
  };
}
