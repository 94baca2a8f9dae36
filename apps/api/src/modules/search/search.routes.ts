import { searchQuerySchema, searchResultsSchema, uuidSchema } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { searchCompany } from './search.service.ts';

export function searchRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/companies/:companyId/search',
      {
        // Every member reads the documents, parties and chart, so every member may search them.
        config: { access: 'member' },
        schema: {
          tags: ['search'],
          summary: 'Documents, customers and suppliers, and accounts matching a text or an amount',
          params: z.strictObject({ companyId: uuidSchema }),
          querystring: searchQuerySchema,
          response: { 200: searchResultsSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) =>
          searchCompany(tx, company, request.query, requestLanguage(request)),
        );
      },
    );
  };
}
