import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { listCurrencies } from './currency-list.ts';
import {
  createExchangeRate,
  deleteExchangeRate,
  getExchangeRateOn,
  importExchangeRates,
  listExchangeRates,
} from './exchange-rates.service.ts';

// Rates are typed by whoever books the documents that use them, as the documents themselves are.
const WRITE = { permission: 'documents.write' } as const;

/** The currencies Bilan knows and a company's exchange rates (docs/decisions/0036-currencies.md). */
export function currenciesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.currencies),
      config: { access: 'public', etag: true },
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'public, no-cache');
        return listCurrencies(request.query.lang);
      },
    });

    app.route({
      ...routeOf(endpoints.exchangeRates),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listExchangeRates(tx, company, request.query));
      },
    });

    app.route({
      ...routeOf(endpoints.exchangeRateOn),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => getExchangeRateOn(tx, company, request.query));
      },
    });

    app.route({
      ...routeOf(endpoints.createExchangeRate),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const rate = await inCompany(db, session, (tx, company) => createExchangeRate(tx, company, request.body));
        return reply.status(201).send(rate);
      },
    });

    app.route({
      ...routeOf(endpoints.importExchangeRates),
      config: { access: WRITE },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => importExchangeRates(tx, company, request.body.content));
      },
    });

    app.route({
      ...routeOf(endpoints.deleteExchangeRate),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        await inCompany(db, session, (tx, company) => deleteExchangeRate(tx, company, request.params.rateId));
        return reply.status(204).send();
      },
    });
  };
}
