import { endpoints, type JournalReport, PAGE_SIZE_MAX } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
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
    app.route({
      ...routeOf(endpoints.journals),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listJournals(tx, company.companyId, requestLanguage(request)));
      },
    });

    app.route({
      ...routeOf(endpoints.createJournal),
      config: { access: { permission: 'accounts.write' } },
      handler: async (request, reply) => {
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
    });

    app.route({
      ...routeOf(endpoints.journal),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { lang: _lang, format, ...query } = request.query;
        const exported = await inCompany(db, requireSession(request), async (tx, company) => {
          const folder = await getWorkFolder(tx, company.companyId, request.params.workFolderId);
          const context = { framework: company.framework, language, scale: company.scale };
          const read = (page: typeof query) =>
            readJournalReport(tx, { ...page, companyId: folder.companyId, workFolderId: folder.id }, context);
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
    });

    app.route({
      ...routeOf(endpoints.verifyLedger),
      config: { access: READ_REPORTS },
      handler: async (request) =>
        inCompany(db, requireSession(request), async (tx, company) => {
          await getWorkFolder(tx, company.companyId, request.params.workFolderId);
          return verifyLedger(tx, company.companyId, request.params.workFolderId);
        }),
    });
  };
}
