import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { advancesRoutes } from './advances.routes.ts';
import {
  changePaymentState,
  createPayment,
  deletePayment,
  getPayment,
  listPayments,
  updatePayment,
} from './payments.service.ts';
import { listTreasuryAccounts, saveTreasuryAccount } from './treasury-accounts.service.ts';

const WRITE = { permission: 'payments.write' } as const;
const SETTINGS = { permission: 'settings.manage' } as const;

/** The treasury accounts of a company: their kind (bank, cash, mobile-money wallet), currency and journal. */
export function treasuryAccountsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.treasuryAccounts),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listTreasuryAccounts(tx, company, request.query));
      },
    });

    app.route({
      ...routeOf(endpoints.saveTreasuryAccount),
      config: { access: SETTINGS },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          saveTreasuryAccount(tx, company, request.params.accountId, request.body),
        );
      },
    });
  };
}

export function paymentsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(advancesRoutes(db));

    app.route({
      ...routeOf(endpoints.payments),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listPayments(tx, company, request.params.workFolderId, request.query),
        ),
    });

    app.route({
      ...routeOf(endpoints.createPayment),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const payment = await inCompany(db, requireSession(request), (tx, company) =>
          createPayment(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(payment);
      },
    });

    app.route({
      ...routeOf(endpoints.payment),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          getPayment(tx, company, request.params.paymentId, request.params.workFolderId),
        ),
    });

    app.route({
      ...routeOf(endpoints.updatePayment),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          updatePayment(tx, company, request.params.paymentId, request.params.workFolderId, request.body),
        ),
    });

    app.route({
      ...routeOf(endpoints.deletePayment),
      config: { access: WRITE },
      handler: async (request, reply) => {
        await inCompany(db, requireSession(request), (tx, company) =>
          deletePayment(tx, company, request.params.paymentId, request.params.workFolderId),
        );
        return reply.status(204).send();
      },
    });

    app.route({
      ...routeOf(endpoints.changePaymentState),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          changePaymentState(
            tx,
            company,
            request.params.paymentId,
            request.params.workFolderId,
            request.params.state,
            request.query.cancellationDate,
          ),
        ),
    });
  };
}
