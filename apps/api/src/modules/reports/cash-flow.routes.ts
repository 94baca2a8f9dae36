import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { cashFlowTable } from '../../lib/export/cash-flow-table.ts';
import { sendExport } from '../../lib/export/send-export.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { inCompany } from '../companies/company-context.ts';
import { cashFlowStatement } from './cash-flow.service.ts';

export function cashFlowRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.cashFlowStatement),
      config: { access: { permission: 'reports.read' } },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await cashFlowStatement(tx, company, request.params.workFolderId, language),
          companyName: (await findCompany(tx, company.companyId))?.name ?? '',
        }));
        const format = request.query.format;
        return format ? sendExport(reply, cashFlowTable(report, { companyName, language }), format) : report;
      },
    });
  };
}
