import { todayOn } from '@bilan/accounting';
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
    app.get(
      '/v1/referentials/countries',
      { config: cached, schema: { tags: ['referentials'], response: { 200: z.array(countrySchema) } } },
      async (_request, reply) => {
        reply.header('Cache-Control', REVALIDATE);
        return listCountries(db);
      },
    );

    app.get(
      '/v1/referentials/companies',
      {
        config: cached,
        schema: {
          tags: ['referentials'],
          querystring: companyReferentialsQuerySchema,
          response: { 200: companyReferentialsSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', REVALIDATE);
        return listCompanyReferentials(db, request.query.countryCode, request.query.lang, todayOn());
      },
    );

    app.get(
      '/v1/accountings/ref-accounts',
      {
        config: cached,
        schema: {
          tags: ['referentials'],
          querystring: refAccountsQuerySchema,
          response: { 200: z.array(refAccountSchema) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', REVALIDATE);
        return listRefAccounts(db, request.query.framework);
      },
    );

    app.get(
      '/v1/accountings/ref-accounts/categories',
      {
        config: cached,
        schema: {
          tags: ['referentials'],
          querystring: refAccountsQuerySchema,
          response: { 200: z.array(refAccountCategorySchema) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', REVALIDATE);
        return listRefAccountCategories(db, request.query.framework);
      },
    );
  };
}
