import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { UPLOAD_BODY_LIMIT } from '../attachments/attachments.routes.ts';
import { inCompany } from '../companies/company-context.ts';
import { importEInvoice } from './e-invoices.service.ts';

export function eInvoicesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.importEInvoice),
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: { permission: 'documents.write' } },
      handler: async (request, reply) => {
        const { created, result } = await inCompany(db, requireSession(request), (tx, company) =>
          importEInvoice(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(created ? 201 : 200).send(result);
      },
    });
  };
}
