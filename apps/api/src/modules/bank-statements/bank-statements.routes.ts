import {
  bankReconciliationQuerySchema,
  bankReconciliationSchema,
  bankStatementImportSchema,
  bankStatementLineSchema,
  bankStatementListSchema,
  bankStatementSchema,
  bankStatementsQuerySchema,
  createStatementEntryBodySchema,
  importBankStatementBodySchema,
  matchStatementLineBodySchema,
  STATEMENT_CONTENT_MAX,
  statementEntrySchema,
  statementMappingSchema,
  statementReconciliationSchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
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

const READ = { permission: 'reports.read' } as const;
const WRITE = { permission: 'documents.write' } as const;
/** A statement file travels in JSON: its text, up to STATEMENT_CONTENT_MAX characters of up to 4 bytes, and the rest. */
const IMPORT_BODY_LIMIT = STATEMENT_CONTENT_MAX * 4 + 64 * 1024;

export function bankStatementsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['bank-statements'];
    const params = z.strictObject({ companyId: uuidSchema });
    const statementParams = params.extend({ statementId: uuidSchema });
    const lineParams = statementParams.extend({ lineId: uuidSchema });
    const base = '/v1/accountings/companies/:companyId/bank-statements';

    app.post(
      base,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        config: { access: WRITE },
        schema: {
          tags,
          summary: 'Imports a statement file (CSV, OFX, CAMT.053) into a treasury account, whole or not at all',
          params,
          body: importBankStatementBodySchema,
          response: { 200: bankStatementImportSchema, 201: bankStatementImportSchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const { created, result } = await inCompany(db, session, (tx, company) =>
          importBankStatement(tx, company, request.body),
        );
        return reply.status(created ? 201 : 200).send(result);
      },
    );

    app.get(
      base,
      {
        config: { access: READ },
        schema: { tags, params, querystring: bankStatementsQuerySchema, response: { 200: bankStatementListSchema } },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listBankStatements(tx, company, request.query));
      },
    );

    app.get(
      `/v1/accountings/companies/:companyId/bank-statement-mappings/:treasuryAccountId`,
      {
        config: { access: READ },
        schema: {
          tags,
          params: params.extend({ treasuryAccountId: uuidSchema }),
          response: { 200: statementMappingSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          getStatementMapping(tx, company, request.params.treasuryAccountId),
        );
      },
    );

    app.get(
      `${base}/:statementId`,
      { config: { access: READ }, schema: { tags, params: statementParams, response: { 200: bankStatementSchema } } },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => getBankStatement(tx, company, request.params.statementId));
      },
    );

    app.get(
      `${base}/:statementId/reconciliation`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'The statement beside the unreconciled book lines of its account, with suggestions',
          params: statementParams,
          response: { 200: statementReconciliationSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          statementReconciliation(tx, company, request.params.statementId),
        );
      },
    );

    app.post(
      `${base}/:statementId/lines/:lineId/match`,
      {
        config: { access: WRITE },
        schema: {
          tags,
          params: lineParams,
          body: matchStatementLineBodySchema,
          response: { 200: bankStatementLineSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const { statementId, lineId } = request.params;
        return inCompany(db, session, (tx, company) =>
          matchStatementLine(tx, company, { statementId, lineId }, request.body),
        );
      },
    );

    app.post(
      `${base}/:statementId/lines/:lineId/entry`,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary: 'Posts the entry a statement line calls for (fees, interest) and reconciles the line with it',
          params: lineParams,
          body: createStatementEntryBodySchema,
          response: { 201: statementEntrySchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const { statementId, lineId } = request.params;
        const entry = await inCompany(db, session, (tx, company) =>
          createStatementEntry(tx, company, { statementId, lineId }, request.body),
        );
        return reply.status(201).send(entry);
      },
    );

    app.get(
      '/v1/accountings/workFolders/:workFolderId/bank-reconciliation',
      {
        config: { access: READ },
        schema: {
          tags,
          params: z.strictObject({ workFolderId: uuidSchema }),
          querystring: bankReconciliationQuerySchema,
          response: { 200: bankReconciliationSchema },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const { format, ...query } = request.query;
        const { report, companyName } = await inCompany(db, requireSession(request), async (tx, company) => ({
          report: await bankReconciliationReport(tx, company, request.params.workFolderId, query, language),
          companyName: format ? ((await findCompany(tx, company.companyId))?.name ?? '') : '',
        }));
        return format ? sendExport(reply, bankReconciliationTable(report, { companyName, language }), format) : report;
      },
    );
  };
}
