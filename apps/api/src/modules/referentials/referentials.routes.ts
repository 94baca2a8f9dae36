import { todayOn } from '@bilan/accounting';
import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import {
  listCompanyReferentials,
  listCountries,
  listRefAccountCategories,
  listRefAccounts,
} from './referentials.queries.ts';

// Reference data changes only with a release: browsers keep it and revalidate it with its ETag (304).
const REVALIDATE = 'public, no-cache';
const cached = { access: 'public', etag: true } as const;

export function referentialsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.countries),
      config: cached,
      handler: async (_request, reply) => {
        reply.header('Cache-Control', REVALIDATE);
        return listCountries(db);
      },
    });

    app.route({
      ...routeOf(endpoints.companyReferentials),
      config: cached,
      handler: async (request, reply) => {
        reply.header('Cache-Control', REVALIDATE);
        return listCompanyReferentials(db, request.query.countryCode, request.query.lang, todayOn());
      },
    });

    app.route({
      ...routeOf(endpoints.refAccounts),
      config: cached,
      handler: async (request, reply) => {
        reply.header('Cache-Control', REVALIDATE);
        return listRefAccounts(db, request.query.framework);
      },
    });

    app.route({
      ...routeOf(endpoints.refAccountCategories),
      config: cached,
      handler: async (request, reply) => {
        reply.header('Cache-Control', REVALIDATE);
        return listRefAccountCategories(db, request.query.framework);
      },
    });
  };
}
