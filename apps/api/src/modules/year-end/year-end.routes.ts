import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { companyLanguage, inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { bookPendingReversals, createAccrual, listAccruals } from './accruals.service.ts';
import { currencyRevaluationOf, revalueForeignCurrencies } from './currency-revaluation.service.ts';
import {
  createDoubtfulReceivable,
  listDoubtfulReceivables,
  reviseDoubtfulReceivable,
  writeOffDoubtfulReceivable,
} from './doubtful-receivables.service.ts';
import { bookIncomeTax, incomeTaxComputation } from './income-tax.service.ts';
import { bookProvision, provisionAccounts } from './provisions.service.ts';
import { countStock, stockAccounts } from './stock-count.service.ts';
import { yearEndStepStates } from './year-end.service.ts';

const READ = { permission: 'reports.read' } as const;
/** Year-end entries are posted at once, as a validated entry is: the same permission. */
const POST = { permission: 'documents.validate' } as const;

/** The year-end entries (issue #28 items 4–6): accruals, doubtful receivables, stocks, provisions, income tax. */
export function yearEndRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.yearEndSteps),
      config: { access: READ },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          yearEndStepStates(tx, company, request.params.workFolderId),
        ),
    });
    app.route({
      ...routeOf(endpoints.accruals),
      config: { access: READ },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listAccruals(tx, company, request.params.workFolderId, request.query),
        ),
    });
    app.route({
      ...routeOf(endpoints.createAccrual),
      config: { access: POST },
      handler: async (request, reply) => {
        const accrual = await inCompany(db, requireSession(request), (tx, company) =>
          createAccrual(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(accrual);
      },
    });
    app.route({
      ...routeOf(endpoints.bookAccrualReversals),
      config: { access: POST },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => bookPendingReversals(tx, company));
      },
    });
    app.route({
      ...routeOf(endpoints.doubtfulReceivables),
      config: { access: READ },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listDoubtfulReceivables(tx, company, request.params.workFolderId, request.query),
        ),
    });
    app.route({
      ...routeOf(endpoints.createDoubtfulReceivable),
      config: { access: POST },
      handler: async (request, reply) => {
        const receivable = await inCompany(db, requireSession(request), (tx, company) =>
          createDoubtfulReceivable(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(receivable);
      },
    });
    app.route({
      ...routeOf(endpoints.reviseDoubtfulReceivable),
      config: { access: POST },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          reviseDoubtfulReceivable(tx, company, request.params.workFolderId, request.params.receivableId, request.body),
        ),
    });
    app.route({
      ...routeOf(endpoints.writeOffDoubtfulReceivable),
      config: { access: POST },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          writeOffDoubtfulReceivable(
            tx,
            company,
            request.params.workFolderId,
            request.params.receivableId,
            request.body,
          ),
        ),
    });
    registerClosingBalanceRoutes(app, db);
  };
}

/** Stocks, provisions and income tax: each a read of the balances before booking, and the booking. */
function registerClosingBalanceRoutes(app: Parameters<FastifyPluginAsyncZod>[0], db: Database) {
  app.route({
    ...routeOf(endpoints.stockAccounts),
    config: { access: READ },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) => stockAccounts(tx, company, request.params.workFolderId)),
  });
  app.route({
    ...routeOf(endpoints.countStock),
    config: { access: POST },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) =>
        countStock(tx, company, request.params.workFolderId, request.body),
      ),
  });
  app.route({
    ...routeOf(endpoints.provisionAccounts),
    config: { access: READ },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) =>
        provisionAccounts(tx, company, request.params.workFolderId),
      ),
  });
  app.route({
    ...routeOf(endpoints.bookProvision),
    config: { access: POST },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) =>
        bookProvision(tx, company, request.params.workFolderId, request.body),
      ),
  });
  app.route({
    ...routeOf(endpoints.incomeTax),
    config: { access: READ },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) =>
        incomeTaxComputation(tx, company, request.params.workFolderId, request.query),
      ),
  });
  app.route({
    ...routeOf(endpoints.bookIncomeTax),
    config: { access: POST },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) =>
        bookIncomeTax(tx, company, request.params.workFolderId, request.body),
      ),
  });
}

/** The year-end revaluation of foreign-currency items (issue #33 item 5; docs/decisions/0037-currency-revaluation.md). */
export function currencyRevaluationRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.currencyRevaluation),
      config: { access: READ },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          currencyRevaluationOf(tx, company, request.params.workFolderId, request.query),
        ),
    });
    app.route({
      ...routeOf(endpoints.revalueCurrencies),
      config: { access: POST },
      handler: async (request, reply) => {
        const revaluation = await inCompany(db, requireSession(request), async (tx, company) =>
          revalueForeignCurrencies(tx, company, request.params.workFolderId, {
            date: request.body.date,
            language: await companyLanguage(tx, company.companyId),
          }),
        );
        return reply.status(201).send(revaluation);
      },
    });
  };
}
