import {
  CHART_FIELDS,
  chartOfAccountsSchema,
  compactChartSchema,
  companyAccountSchema,
  createAccountBodySchema,
  saveSubAccountBodySchema,
  subAccountSchema,
  updateAccountBodySchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { validationFailed } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';

import {
  compactChart,
  createAccount,
  getAccount,
  getChartOfAccounts,
  saveSubAccount,
  updateAccount,
} from './chart.service.ts';

const companyParams = z.strictObject({ companyId: uuidSchema });
const WRITE = { permission: 'accounts.write' } as const;

export function accountsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/v1/accountings/companies/:companyId';
    const tags = ['chart of accounts'];

    app.get(
      `${base}/chart-of-accounts`,
      {
        config: { access: 'member', etag: true },
        schema: {
          tags,
          params: companyParams,
          // fields=compact: the editors' chart (numbers, labels, flags, sub-accounts), about two thirds of the size.
          querystring: z.strictObject({ fields: z.enum(CHART_FIELDS).optional() }),
          response: { 200: z.union([chartOfAccountsSchema, compactChartSchema]) },
        },
      },
      async (request, reply) => {
        // The company's own data: kept by this browser only, revalidated on every use (304 when unchanged).
        reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Language');
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const chart = await inCompany(db, session, (tx, company) =>
          getChartOfAccounts(tx, company, requestLanguage(request)),
        );
        return request.query.fields === 'compact' ? compactChart(chart) : chart;
      },
    );

    app.get(
      `${base}/accounts-company/:accountId`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          params: z.strictObject({ companyId: uuidSchema, accountId: uuidSchema }),
          response: { 200: companyAccountSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          getAccount(tx, company, request.params.accountId, requestLanguage(request)),
        );
      },
    );

    app.post(
      `${base}/accounts-company`,
      {
        config: { access: WRITE },
        schema: { tags, params: companyParams, body: createAccountBodySchema, response: { 201: companyAccountSchema } },
      },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const account = await inCompany(db, session, (tx, company) =>
          createAccount(tx, company, request.body, requestLanguage(request)),
        );
        return reply.status(201).send(account);
      },
    );

    app.put(
      `${base}/accounts-company`,
      {
        config: { access: WRITE },
        schema: { tags, params: companyParams, body: updateAccountBodySchema, response: { 200: companyAccountSchema } },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          updateAccount(tx, company, request.body, requestLanguage(request)),
        );
      },
    );

    for (const method of ['POST', 'PUT'] as const) {
      app.route({
        method,
        url: `${base}/sub-accounts-company`,
        config: { access: WRITE },
        schema: {
          tags,
          params: companyParams,
          body: saveSubAccountBodySchema,
          response: { 200: subAccountSchema, 201: subAccountSchema },
        },
        handler: async (request, reply) => {
          const session = requireSession(request);
          requireTenantCompany(session, request.params.companyId);
          // POST creates (no id), PUT updates (with id), as docs/seed-spec.md §7 has it.
          if ((method === 'PUT') !== Boolean(request.body.id)) {
            throw validationFailed([{ path: 'id', code: method === 'PUT' ? 'ID_REQUIRED' : 'ID_NOT_ALLOWED' }]);
          }
          const subAccount = await inCompany(db, session, (tx, company) => saveSubAccount(tx, company, request.body));
          return reply.status(method === 'POST' ? 201 : 200).send(subAccount);
        },
      });
    }
  };
}
