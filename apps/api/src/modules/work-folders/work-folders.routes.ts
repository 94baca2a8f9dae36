import { formatAmount, toAmount } from '@bilan/accounting';
import { saveWorkFolderBodySchema, uuidSchema, workFolderSchema } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { listWorkFolders, toWorkFolder } from './work-folders.queries.ts';
import { saveWorkFolder, summarizeWorkFolder } from './work-folders.service.ts';

const workFolderSummarySchema = workFolderSchema.extend({
  entryCount: z.number().int(),
  draftDocuments: z.number().int(),
  validatedDocuments: z.number().int(),
  cancelledDocuments: z.number().int(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  currency: z.string(),
});

export function workFoldersRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['work folders'];
    const companyParams = z.strictObject({ companyId: uuidSchema });

    app.get(
      '/v1/accountings/workFolders/companies/:companyId',
      {
        config: { access: 'member' },
        schema: { tags, params: companyParams, response: { 200: z.array(workFolderSchema) } },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listWorkFolders(tx, company.companyId));
      },
    );

    app.post(
      '/v1/accountings/workFolders/companies/:companyId',
      {
        config: { access: { permission: 'work-folders.manage' } },
        schema: {
          tags,
          summary: 'Create a work folder, or rename one when an id is given',
          params: companyParams,
          body: saveWorkFolderBodySchema,
          response: { 200: workFolderSchema, 201: workFolderSchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        if (request.body.companyId) requireTenantCompany(session, request.body.companyId);
        const folder = await inCompany(db, session, (tx, company) =>
          saveWorkFolder(tx, company.companyId, request.body),
        );
        return reply.status(request.body.id ? 200 : 201).send(folder);
      },
    );

    app.get(
      '/v1/accountings/workFolders/:workFolderId',
      {
        config: { access: 'member' },
        schema: {
          tags,
          params: z.strictObject({ workFolderId: uuidSchema }),
          response: { 200: workFolderSummarySchema },
        },
      },
      async (request) =>
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
    );
  };
}
