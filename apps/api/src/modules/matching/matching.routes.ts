import {
  createMatchingBodySchema,
  matchingListSchema,
  matchingSchema,
  matchingSuggestionSchema,
  matchingSuggestionsQuerySchema,
  matchingsQuerySchema,
  openItemsQuerySchema,
  openItemsSchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { assertAccountsOfCompany } from './matching.queries.ts';
import { createMatching, deleteMatching, listMatchings } from './matching.service.ts';
import { openItems, suggestMatchings } from './open-items.service.ts';

const READ = { permission: 'reports.read' } as const;
const WRITE = { permission: 'documents.write' } as const;

export function matchingRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['matching'];
    const params = z.strictObject({ companyId: uuidSchema });
    const base = '/v1/accountings/companies/:companyId';

    app.get(
      `${base}/open-items`,
      {
        config: { access: READ },
        schema: { tags, params, querystring: openItemsQuerySchema, response: { 200: openItemsSchema } },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, async (tx, company) => {
          await assertAccountsOfCompany(tx, company.companyId, request.query);
          return openItems(tx, company, request.query);
        });
      },
    );

    app.get(
      `${base}/matchings`,
      {
        config: { access: READ },
        schema: { tags, params, querystring: matchingsQuerySchema, response: { 200: matchingListSchema } },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, async (tx, company) => {
          await assertAccountsOfCompany(tx, company.companyId, request.query);
          return listMatchings(tx, company, request.query);
        });
      },
    );

    app.get(
      `${base}/matchings/suggestions`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Matchings proposed for the unmatched lines (same amount, reference, party), to confirm',
          params,
          querystring: matchingSuggestionsQuerySchema,
          response: { 200: z.array(matchingSuggestionSchema) },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, async (tx, company) => {
          await assertAccountsOfCompany(tx, company.companyId, request.query);
          return suggestMatchings(tx, company, request.query);
        });
      },
    );

    app.post(
      `${base}/matchings`,
      {
        config: { access: WRITE },
        schema: { tags, params, body: createMatchingBodySchema, response: { 201: matchingSchema } },
      },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const matching = await inCompany(db, session, (tx, company) => createMatching(tx, company, request.body));
        return reply.status(201).send(matching);
      },
    );

    app.delete(
      `${base}/matchings/:matchingId`,
      { config: { access: WRITE }, schema: { tags, params: params.extend({ matchingId: uuidSchema }) } },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        await inCompany(db, session, (tx, company) => deleteMatching(tx, company, request.params.matchingId));
        return reply.status(204).send();
      },
    );
  };
}
