import {
  createJournalBodySchema,
  exportFormatSchema,
  type JournalReport,
  journalQuerySchema,
  journalReportSchema,
  journalSchema,
  ledgerVerificationSchema,
  PAGE_SIZE_MAX,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { journalTable } from '../../lib/export/report-tables.ts';
import { sendExport } from '../../lib/export/send-export.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readJournalReport } from './journal-report.queries.ts';
import { createJournal, listJournals } from './journals.service.ts';
import { verifyLedger } from './ledger-verify.ts';

const READ_REPORTS = { permission: 'reports.read' } as const;
/** An export reads the journal page after page, up to this many entries. */
const MAX_EXPORTED_ENTRIES = 100_000;

async function readWholeJournal<Query extends { limit: number; cursor?: string }>(
  read: (query: Query) => Promise<JournalReport>,
  query: Query,
): Promise<JournalReport> {
  const first = await read({ ...query, limit: PAGE_SIZE_MAX, cursor: undefined });
  const items = [...first.items];
  let cursor = first.nextCursor;
  while (cursor && items.length < MAX_EXPORTED_ENTRIES) {
    const page = await read({ ...query, limit: PAGE_SIZE_MAX, cursor });
    items.push(...page.items);
    cursor = page.nextCursor;
  }
  return { items, totals: first.totals, nextCursor: cursor };
}

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
        const journal = await inCompany(db, session, async (tx, company) => {
          const created = await createJournal(tx, company.companyId, request.body, requestLanguage(request));
          await recordAudit(tx, company, {
            action: 'CREATE',
            entityType: 'JOURNAL',
            entityId: created.id,
            after: created,
          });
          return created;
        });
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
          querystring: journalQuerySchema.extend({
            lang: z.enum(['en', 'fr']).optional(),
            format: exportFormatSchema.optional(),
          }),
          response: { 200: journalReportSchema },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const { lang: _lang, format, ...query } = request.query;
        const exported = await inCompany(db, requireSession(request), async (tx, company) => {
          const folder = await getWorkFolder(tx, company.companyId, request.params.workFolderId);
          const context = { framework: company.framework, language, scale: company.scale };
          const read = (page: typeof query) => readJournalReport(tx, { ...page, workFolderId: folder.id }, context);
          if (!format) return { report: await read(query) };
          const report = await readWholeJournal(read, query);
          const companyName = (await findCompany(tx, company.companyId))?.name ?? '';
          const period = {
            from: query.from ?? folder.startOn,
            to: query.to ?? folder.endOn,
            currency: company.currency,
          };
          return { report, table: journalTable(report, period, { companyName, language }) };
        });
        return format && exported.table ? sendExport(reply, exported.table, format) : exported.report;
      },
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
