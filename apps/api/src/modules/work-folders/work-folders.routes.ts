import { formatAmount, toAmount } from '@bilan/accounting';
import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { type FolderOpened, NOTHING_ON_FOLDER_OPENED } from './folder-opened.ts';
import { listWorkFolders, toWorkFolder } from './work-folders.queries.ts';
import { saveWorkFolder, summarizeWorkFolder } from './work-folders.service.ts';

export function workFoldersRoutes(
  db: Database,
  folderOpened: FolderOpened = NOTHING_ON_FOLDER_OPENED,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.workFolders),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listWorkFolders(tx, company.companyId));
      },
    });

    app.route({
      ...routeOf(endpoints.saveWorkFolder),
      config: { access: { permission: 'work-folders.manage' } },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        if (request.body.companyId) requireTenantCompany(session, request.body.companyId);
        const folder = await inCompany(db, session, async (tx, company) => {
          const saved = await saveWorkFolder(tx, company.companyId, request.body);
          if (!request.body.id) await folderOpened(tx, company);
          return saved;
        });
        return reply.status(request.body.id ? 200 : 201).send(folder);
      },
    });

    app.route({
      ...routeOf(endpoints.workFolderSummary),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), async (tx, company) => {
          const summary = await summarizeWorkFolder(tx, company.companyId, request.params.workFolderId);
          return {
            ...toWorkFolder(summary.folder),
            entryCount: summary.entryCount,
            draftDocuments: summary.draftDocuments,
            validatedDocuments: summary.validatedDocuments,
            cancelledDocuments: summary.cancelledDocuments,
            totalDebit: formatAmount(toAmount(summary.debitMinor), company.scale),
            totalCredit: formatAmount(toAmount(summary.creditMinor), company.scale),
            currency: company.currency,
          };
        }),
    });
  };
}
