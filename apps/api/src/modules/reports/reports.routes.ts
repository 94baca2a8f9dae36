import { endpoints } from '@bilan/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Transaction } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import type { ExportFormat, ReportTable } from '../../lib/export/report-table.ts';
import {
  agedBalanceTable,
  balanceSheetTable,
  generalLedgerTable,
  incomeStatementTable,
  partyStatementTable,
  trialBalanceTable,
} from '../../lib/export/report-tables.ts';
import { sendExport } from '../../lib/export/send-export.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { type CompanyContext, inCompany } from '../companies/company-context.ts';
import { agedBalance } from '../matching/open-items.service.ts';
import { dashboard } from './business-reports.service.ts';
import { fecExport } from './fec-export.ts';
import { type GeneralLedgerQuery, generalLedger } from './general-ledger.queries.ts';
import { reminderLetter } from './reminder-letter.ts';
import { balanceSheet, incomeStatement, trialBalance } from './reports.service.ts';
import { readWholeLedger, wholePartyStatement } from './whole-ledger.ts';

const READ_REPORTS = { permission: 'reports.read' } as const;
/** The report as JSON, or rendered as the file format asked for. */
function answer<Report>(
  reply: FastifyReply,
  format: ExportFormat | undefined,
  report: Report,
  table: () => ReportTable,
) {
  return format ? sendExport(reply, table(), format) : report;
}

/** The company's name heads an exported file; a report read on screen does not need it. */
async function companyNameOf(
  tx: Transaction,
  company: CompanyContext,
  format: ExportFormat | undefined,
): Promise<string> {
  if (!format) return '';
  return (await findCompany(tx, company.companyId))?.name ?? '';
}

/** The trial balance and the two statements, N and N-1, on screen or as files. */
export function statementsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.trialBalance),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await trialBalance(
            tx,
            company,
            request.params.workFolderId,
            { ...request.query, bySubAccount: request.query.bySubAccount === 'true' },
            language,
          ),
          companyName: await companyNameOf(tx, company, request.query.format),
        }));
        return answer(reply, request.query.format, report, () => trialBalanceTable(report, { companyName, language }));
      },
    });

    app.route({
      ...routeOf(endpoints.balanceSheet),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await balanceSheet(tx, company, request.params.workFolderId, request.query, language),
          companyName: await companyNameOf(tx, company, request.query.format),
        }));
        return answer(reply, request.query.format, report, () => balanceSheetTable(report, { companyName, language }));
      },
    });

    app.route({
      ...routeOf(endpoints.incomeStatement),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await incomeStatement(tx, company, request.params.workFolderId, request.query, language),
          companyName: await companyNameOf(tx, company, request.query.format),
        }));
        return answer(reply, request.query.format, report, () =>
          incomeStatementTable(report, { companyName, language }),
        );
      },
    });
  };
}

/** The ageing, the VAT return, the dashboard and the FEC of a folder. */
export function reportsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.agedBalance),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await agedBalance(tx, company, request.params.workFolderId, request.query),
          companyName: await companyNameOf(tx, company, request.query.format),
        }));
        return answer(reply, request.query.format, report, () => agedBalanceTable(report, { companyName, language }));
      },
    });

    app.route({
      ...routeOf(endpoints.dashboard),
      config: { access: READ_REPORTS },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          dashboard(tx, company, request.params.workFolderId, request.query),
        ),
    });

    app.route({
      ...routeOf(endpoints.fec),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const fec = await inCompany(db, requireSession(request), (tx, company) =>
          fecExport(tx, company, request.params.workFolderId, request.query.encoding),
        );
        return reply
          .type(`text/plain; charset=${fec.encoding}`)
          .header('Content-Disposition', `attachment; filename="${fec.fileName}"`)
          .send(fec.content);
      },
    });
  };
}

/** A customer's reminder letter, an account's general ledger and a party's statement of account. */
export function partyReportsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.reminderLetter),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const letter = await inCompany(db, requireSession(request), (tx, company) =>
          reminderLetter(tx, company, request.params, request.query),
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${letter.fileName}"`)
          .send(letter.content);
      },
    });

    app.route({
      ...routeOf(endpoints.generalLedger),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => {
          const read = (query: GeneralLedgerQuery) =>
            generalLedger(tx, company, request.params.workFolderId, query, language);
          return {
            report: request.query.format ? await readWholeLedger(read, request.query) : await read(request.query),
            companyName: await companyNameOf(tx, company, request.query.format),
          };
        });
        return answer(reply, request.query.format, report, () => generalLedgerTable(report, { companyName, language }));
      },
    });

    app.route({
      ...routeOf(endpoints.partyStatement),
      config: { access: READ_REPORTS },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await wholePartyStatement(tx, company, request.params.workFolderId, request.query, language),
          companyName: await companyNameOf(tx, company, request.query.format),
        }));
        return answer(reply, request.query.format, report, () =>
          partyStatementTable(report, { companyName, language }),
        );
      },
    });
  };
}
