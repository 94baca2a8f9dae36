import {
  createJournalBodySchema,
  journalQuerySchema,
  journalReportSchema,
  journalSchema,
  ledgerVerificationSchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import { getWorkFolder, requireTenantCompany } from '../work-folders/work-folders.service.ts';
import { readJournalReport } from './journal-report.queries.ts';
import { createJournal, listJournals } from './journals.service.ts';
import { verifyLedger } from './ledger-verify.ts';

const READ_REPORTS = { permission: 'reports.read' } as const;

export function ledgerRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const companyParams = z.strictObject({ companyId: uuidSchema });
    const folderParams = z.strictObject({ workFolderId: uuidSchema });

    app.get(
      '/v1/accountings/companies/:companyId/journals',
      {
        config: { access: 'member' },
        schema: { tags: ['journals'], params: companyParams, response: { 200: z.array(journalSchema) } },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listJournals(tx, company.companyId, requestLanguage(request)));
      },
    );

    app.post(
      '/v1/accountings/companies/:companyId/journals',
      {
        config: { access: { permission: 'accounts.write' } },
        schema: {
          tags: ['journals'],
          params: companyParams,
          body: createJournalBodySchema,
          response: { 201: journalSchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const journal = await inCompany(db, session, (tx, company) =>
          createJournal(tx, company.companyId, request.body, requestLanguage(request)),
        );
        return reply.status(201).send(journal);
      },
    );

    app.get(
      '/v1/accountings/workFolders/:workFolderId/journal',
      {
        config: { access: READ_REPORTS },
        schema: {
          tags: ['reports'],
          params: folderParams,
          querystring: journalQuerySchema.extend({ lang: z.enum(['en', 'fr']).optional() }),
          response: { 200: journalReportSchema },
        },
      },
      async (request) =>
        inCompany(db, requireSession(request), async (tx, company) => {
          await getWorkFolder(tx, company.companyId, request.params.workFolderId);
          const { lang: _lang, ...query } = request.query;
          return readJournalReport(
            tx,
            { ...query, workFolderId: request.params.workFolderId },
            { framework: company.framework, language: requestLanguage(request), scale: company.scale },
          );
        }),
    );

    app.get(
      '/v1/accountings/workFolders/:workFolderId/ledger/verify',
      {
        config: { access: READ_REPORTS },
        schema: { tags: ['reports'], params: folderParams, response: { 200: ledgerVerificationSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), async (tx, company) => {
          await getWorkFolder(tx, company.companyId, request.params.workFolderId);
          return verifyLedger(tx, request.params.workFolderId);
        }),
    );
  };
}
