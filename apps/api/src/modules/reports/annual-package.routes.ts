import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { notesTable } from '../../lib/export/notes-table.ts';
import { sendPackage } from '../../lib/export/package-export.ts';
import { sendExport } from '../../lib/export/send-export.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { inCompany } from '../companies/company-context.ts';
import { annualPackage, packageFiles } from './annual-package.service.ts';
import { liasseReport } from './liasse.service.ts';
import { deleteLiasseAdjustment, listLiasseAdjustments, putLiasseAdjustment } from './liasse-adjustments.service.ts';
import { notesReport } from './notes.service.ts';

// The liasse's adjustments are the preparer's, who closes the year: whoever manages the work folders.
const ADJUST = { permission: 'work-folders.manage' } as const;

export function annualPackageRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.notes),
      config: { access: { permission: 'reports.read' } },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await notesReport(tx, company, request.params.workFolderId, language),
          companyName: (await findCompany(tx, company.companyId))?.name ?? '',
        }));
        const format = request.query.format;
        return format ? sendExport(reply, notesTable(report, { companyName, language }), format) : report;
      },
    });

    app.route({
      ...routeOf(endpoints.liasse),
      config: { access: { permission: 'reports.read' } },
      handler: async (request) => {
        const language = requestLanguage(request);
        return inCompany(
          db,
          requireSession(request),
          async (tx, company) => (await liasseReport(tx, company, request.params.workFolderId, language)).report,
        );
      },
    });

    app.route({
      ...routeOf(endpoints.liasseAdjustments),
      config: { access: { permission: 'reports.read' } },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listLiasseAdjustments(tx, company, request.params.workFolderId, requestLanguage(request)),
        ),
    });

    app.route({
      ...routeOf(endpoints.putLiasseAdjustment),
      config: { access: ADJUST },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          putLiasseAdjustment(tx, company, request.params, request.body),
        ),
    });

    app.route({
      ...routeOf(endpoints.deleteLiasseAdjustment),
      config: { access: ADJUST },
      handler: async (request, reply) => {
        await inCompany(db, requireSession(request), (tx, company) =>
          deleteLiasseAdjustment(tx, company, request.params),
        );
        return reply.status(204).send();
      },
    });

    app.route({
      ...routeOf(endpoints.annualPackage),
      config: { access: { permission: 'reports.read' } },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const format = request.query.format;
        const { summary, files } = await inCompany(db, requireSession(request), async (tx, company) => {
          const built = await annualPackage(tx, company, request.params.workFolderId, language);
          return { summary: built.summary, files: format ? await packageFiles(tx, company, built, language) : null };
        });
        return format && files ? sendPackage(reply, files, format) : summary;
      },
    });
  };
}
