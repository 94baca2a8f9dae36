import {
  companyReferentialsQuerySchema,
  companyReferentialsSchema,
  countrySchema,
  refAccountCategorySchema,
  refAccountSchema,
  refAccountsQuerySchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { todayOn } from '../../lib/dates.ts';
import {
  listCompanyReferentials,
  listCountries,
  listRefAccountCategories,
  listRefAccounts,
} from './referentials.queries.ts';

const CACHE_FOR_A_DAY = 'public, max-age=86400';

export function referentialsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/referentials/countries',
      { config: { access: 'public' }, schema: { tags: ['referentials'], response: { 200: z.array(countrySchema) } } },
      async () => listCountries(db),
    );

    app.get(
      '/v1/referentials/companies',
      {
        config: { access: 'public' },
        schema: {
          tags: ['referentials'],
          querystring: companyReferentialsQuerySchema,
          response: { 200: companyReferentialsSchema },
        },
      },
      async (request) => listCompanyReferentials(db, request.query.countryCode, request.query.lang, todayOn()),
    );

    app.get(
      '/v1/accountings/ref-accounts',
      {
        config: { access: 'public' },
        schema: {
          tags: ['referentials'],
          querystring: refAccountsQuerySchema,
          response: { 200: z.array(refAccountSchema) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', CACHE_FOR_A_DAY);
        return listRefAccounts(db, request.query.framework);
      },
    );

    app.get(
      '/v1/accountings/ref-accounts/categories',
      {
        config: { access: 'public' },
        schema: {
          tags: ['referentials'],
          querystring: refAccountsQuerySchema,
          response: { 200: z.array(refAccountCategorySchema) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', CACHE_FOR_A_DAY);
        return listRefAccountCategories(db, request.query.framework);
      },
    );
  };
}
