import { endpoints, STATEMENT_CONTENT_MAX } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { sendExport } from '../../lib/export/send-export.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { bankReconciliationReport } from './bank-reconciliation-report.ts';
import { bankReconciliationTable } from './bank-reconciliation-table.ts';
import {
  getBankStatement,
  getStatementMapping,
  importBankStatement,
  listBankStatements,
} from './bank-statements.service.ts';
import { createStatementEntry, matchStatementLine, statementReconciliation } from './reconciliation.service.ts';
import { createStatementParser, type StatementParsing } from './statement-parser.ts';

const READ = { permission: 'reports.read' } as const;
const WRITE = { permission: 'documents.write' } as const;
/** A statement file travels in JSON: its text, up to STATEMENT_CONTENT_MAX characters of up to 4 bytes, and the rest. */
const IMPORT_BODY_LIMIT = STATEMENT_CONTENT_MAX * 4 + 64 * 1024;

type RouteHost = Parameters<FastifyPluginAsyncZod>[0];

/** The statement routes; files are read by a parser of their own (statement-parser.ts), closed with the app. */
export function bankStatementsRoutes(db: Database, parsing: StatementParsing): FastifyPluginAsyncZod {
  return async (app) => {
    const parser = createStatementParser(parsing);
    app.addHook('onClose', () => parser.close());
    const parseStatement = parser.parse;
    app.route({
      ...routeOf(endpoints.importBankStatement),
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: WRITE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const { created, result } = await inCompany(db, session, (tx, company) =>
          importBankStatement(tx, company, request.body, parseStatement),
        );
        return reply.status(created ? 201 : 200).send(result);
      },
    });

    app.route({
      ...routeOf(endpoints.bankStatements),
      config: { access: READ },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listBankStatements(tx, company, request.query));
      },
    });

    app.route({
      ...routeOf(endpoints.statementMapping),
      config: { access: READ },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          getStatementMapping(tx, company, request.params.treasuryAccountId),
        );
      },
    });

    app.route({
      ...routeOf(endpoints.bankStatement),
      config: { access: READ },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => getBankStatement(tx, company, request.params.statementId));
      },
    });

    registerReconciliationRoutes(app, db);
  };
}

/** A statement beside the books, reconciling its lines, and the reconciliation report. */
function registerReconciliationRoutes(app: RouteHost, db: Database): void {
  app.route({
    ...routeOf(endpoints.statementReconciliation),
    config: { access: READ },
    handler: async (request) => {
      const session = requireSession(request);
      requireTenantCompany(session, request.params.companyId);
      return inCompany(db, session, (tx, company) => statementReconciliation(tx, company, request.params.statementId));
    },
  });

  app.route({
    ...routeOf(endpoints.matchStatementLine),
    config: { access: WRITE },
    handler: async (request) => {
      const session = requireSession(request);
      requireTenantCompany(session, request.params.companyId);
      const { statementId, lineId } = request.params;
      return inCompany(db, session, (tx, company) =>
        matchStatementLine(tx, company, { statementId, lineId }, request.body),
      );
    },
  });

  app.route({
    ...routeOf(endpoints.createStatementEntry),
    config: { access: WRITE },
    handler: async (request, reply) => {
      const session = requireSession(request);
      requireTenantCompany(session, request.params.companyId);
      const { statementId, lineId } = request.params;
      const entry = await inCompany(db, session, (tx, company) =>
        createStatementEntry(tx, company, { statementId, lineId }, request.body),
      );
      return reply.status(201).send(entry);
    },
  });

  app.route({
    ...routeOf(endpoints.bankReconciliation),
    config: { access: READ },
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const { format, ...query } = request.query;
      const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
        report: await bankReconciliationReport(tx, company, request.params.workFolderId, query, language),
        companyName: format ? ((await findCompany(tx, company.companyId))?.name ?? '') : '',
      }));
      return format ? sendExport(reply, bankReconciliationTable(report, { companyName, language }), format) : report;
    },
  });
}
