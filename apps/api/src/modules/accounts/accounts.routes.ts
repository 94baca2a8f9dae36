import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Transaction } from '../../db/client.ts';
import { validationFailed } from '../../http/app-error.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { type CompanyContext, inCompany, requireTenantCompany } from '../companies/company-context.ts';

import {
  compactChart,
  createAccount,
  getAccount,
  getChartOfAccounts,
  saveSubAccount,
  updateAccount,
} from './chart.service.ts';

const WRITE = { permission: 'accounts.write' } as const;

/**
 * What a module above this one does, in the same transaction, when an account is added to the
 * chart: a mobile-money account gets its wallet's journal (payments/treasury-accounts.service.ts).
 */
export type AccountOpened = (
  tx: Transaction,
  company: CompanyContext,
  account: { id: string; number: string },
) => Promise<void>;

export function accountsRoutes(db: Database, accountOpened: AccountOpened): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.chartOfAccounts),
      config: { access: 'member', etag: true },
      handler: async (request, reply) => {
        // The company's own data: kept by this browser only, revalidated on every use (304 when unchanged).
        reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Language');
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const { fields, class: accountClass } = request.query;
        const whole = await inCompany(db, session, (tx, company) =>
          getChartOfAccounts(tx, company, requestLanguage(request)),
        );
        const chart = accountClass ? whole.filter((group) => group.class === accountClass) : whole;
        return fields === 'compact' ? compactChart(chart) : chart;
      },
    });

    app.route({
      ...routeOf(endpoints.account),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          getAccount(tx, company, request.params.accountId, requestLanguage(request)),
        );
      },
    });

    app.route({
      ...routeOf(endpoints.createAccount),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const account = await inCompany(db, session, async (tx, company) => {
          const created = await createAccount(tx, company, request.body, requestLanguage(request));
          await accountOpened(tx, company, created);
          return created;
        });
        return reply.status(201).send(account);
      },
    });

    app.route({
      ...routeOf(endpoints.updateAccount),
      config: { access: WRITE },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          updateAccount(tx, company, request.body, requestLanguage(request)),
        );
      },
    });

    for (const endpoint of [endpoints.createSubAccount, endpoints.updateSubAccount]) {
      const creates = endpoint.method === 'POST';
      app.route({
        ...routeOf(endpoint),
        config: { access: WRITE },
        handler: async (request, reply) => {
          const session = requireSession(request);
          requireTenantCompany(session, request.params.companyId);
          // POST creates (no id), PUT updates (with id), as docs/seed-spec.md §7 has it.
          if (creates === Boolean(request.body.id)) {
            throw validationFailed([{ path: 'id', code: creates ? 'ID_NOT_ALLOWED' : 'ID_REQUIRED' }]);
          }
          const subAccount = await inCompany(db, session, (tx, company) => saveSubAccount(tx, company, request.body));
          return reply.status(creates ? 201 : 200).send(subAccount);
        },
      });
    }
  };
}
