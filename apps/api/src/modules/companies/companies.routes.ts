import {
  companyIdParamsSchema,
  companySchema,
  createCompanyBodySchema,
  createCompanyResponseSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { getAccessibleCompany, signUpCompany } from './companies.service.ts';

export function companiesRoutes(db: Database, signupsPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/companies',
      {
        config: { access: 'public', rateLimit: { max: signupsPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['companies'],
          summary: 'Sign up: create a company and its owner',
          body: createCompanyBodySchema,
          response: { 201: createCompanyResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await signUpCompany(db, request.body)),
    );

    app.get(
      '/v1/companies/:id',
      {
        config: { access: 'member' },
        schema: { tags: ['companies'], params: companyIdParamsSchema, response: { 200: companySchema } },
      },
      async (request) => getAccessibleCompany(db, requireSession(request), request.params.id),
    );
  };
}
