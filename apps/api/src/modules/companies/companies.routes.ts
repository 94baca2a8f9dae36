import {
  companyIdParamsSchema,
  companyPageSchema,
  companySchema,
  createCompanyBodySchema,
  createCompanyResponseSchema,
  createSubsidiaryBodySchema,
  offsetPageQuerySchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import {
  createSubsidiary,
  getAccessibleCompany,
  listSubsidiaries,
  type OpenBooks,
  signUpCompany,
} from './companies.service.ts';
import { requireTenantCompany } from './company-context.ts';

export function companiesRoutes(db: Database, signupsPerMinute: number, openBooks: OpenBooks): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['companies'];

    app.post(
      '/v1/companies',
      {
        config: { access: 'public', rateLimit: { max: signupsPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: "Sign up: create a company and its owner; the request's language becomes the company's",
          body: createCompanyBodySchema,
          response: { 201: createCompanyResponseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await signUpCompany(db, openBooks, request.body, requestLanguage(request))),
    );

    app.get(
      '/v1/companies/:id',
      {
        config: { access: 'member' },
        schema: { tags, params: companyIdParamsSchema, response: { 200: companySchema } },
      },
      async (request) => getAccessibleCompany(db, requireSession(request), request.params.id),
    );

    const subsidiaries = '/v1/companies/:companyId/subsidiaries';
    const companyParams = z.strictObject({ companyId: uuidSchema });

    app.get(
      subsidiaries,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'The subsidiaries of the company, with their country and currency',
          params: companyParams,
          querystring: offsetPageQuerySchema,
          response: { 200: companyPageSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        return listSubsidiaries(db, requireTenantCompany(session, request.params.companyId), request.query);
      },
    );

    app.post(
      subsidiaries,
      {
        config: { access: { permission: 'settings.manage' } },
        schema: {
          tags,
          summary: 'Create a subsidiary, opened as at signup, with the caller as its owner',
          params: companyParams,
          body: createSubsidiaryBodySchema,
          response: { 201: companySchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return reply
          .status(201)
          .send(await createSubsidiary(db, openBooks, session, request.body, requestLanguage(request)));
      },
    );
  };
}
