import {
  agedBalanceQuerySchema,
  agedBalanceSchema,
  balanceSheetSchema,
  dashboardSchema,
  generalLedgerQuerySchema,
  generalLedgerSchema,
  incomeStatementSchema,
  reportPeriodQuerySchema,
  trialBalanceQuerySchema,
  trialBalanceSchema,
  uuidSchema,
  vatSummarySchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import { agedBalance, dashboard, vatSummary } from './business-reports.service.ts';
import { generalLedger } from './general-ledger.queries.ts';
import { balanceSheet, incomeStatement, trialBalance } from './reports.service.ts';

const READ_REPORTS = { permission: 'reports.read' } as const;

export function reportsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reports'];
    const params = z.strictObject({ workFolderId: uuidSchema });
    const base = '/v1/accountings/workFolders/:workFolderId';

    app.get(
      `${base}/trial-balance`,
      {
        config: { access: READ_REPORTS },
        schema: { tags, params, querystring: trialBalanceQuerySchema, response: { 200: trialBalanceSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          trialBalance(
            tx,
            company,
            request.params.workFolderId,
            { ...request.query, bySubAccount: request.query.bySubAccount === 'true' },
            requestLanguage(request),
          ),
        ),
    );

    app.get(
      `${base}/balance-sheet`,
      {
        config: { access: READ_REPORTS },
        schema: { tags, params, querystring: reportPeriodQuerySchema, response: { 200: balanceSheetSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          balanceSheet(tx, company, request.params.workFolderId, request.query, requestLanguage(request)),
        ),
    );

    app.get(
      `${base}/income-statement`,
      {
        config: { access: READ_REPORTS },
        schema: { tags, params, querystring: reportPeriodQuerySchema, response: { 200: incomeStatementSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          incomeStatement(tx, company, request.params.workFolderId, request.query, requestLanguage(request)),
        ),
    );

    app.get(
      `${base}/aged-balance`,
      {
        config: { access: READ_REPORTS },
        schema: { tags, params, querystring: agedBalanceQuerySchema, response: { 200: agedBalanceSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          agedBalance(tx, company, request.params.workFolderId, request.query),
        ),
    );

    app.get(
      `${base}/vat-summary`,
      {
        config: { access: READ_REPORTS },
        schema: { tags, params, querystring: reportPeriodQuerySchema, response: { 200: vatSummarySchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          vatSummary(tx, company, request.params.workFolderId, request.query),
        ),
    );

    app.get(
      `${base}/dashboard`,
      {
        config: { access: READ_REPORTS },
        schema: { tags, params, querystring: reportPeriodQuerySchema, response: { 200: dashboardSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          dashboard(tx, company, request.params.workFolderId, request.query),
        ),
    );

    app.get(
      `${base}/general-ledger`,
      {
        config: { access: READ_REPORTS },
        schema: { tags, params, querystring: generalLedgerQuerySchema, response: { 200: generalLedgerSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          generalLedger(tx, company, request.params.workFolderId, request.query, requestLanguage(request)),
        ),
    );
  };
}
