import {
  changePasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  memberCompanySchema,
  switchCompanyBodySchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession, type TokenSigner } from '../../http/session.ts';
import { changePassword, listMyCompanies, login, logout, switchCompany } from './auth.service.ts';

export function authRoutes(db: Database, signer: TokenSigner): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];

    app.post(
      '/v1/auth/login/email',
      {
        config: { access: 'public' },
        schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema } },
      },
      async (request) => login(db, signer, request.body, request.ip),
    );

    app.post(
      '/v1/auth/change-password',
      {
        config: { access: 'member', allowsPendingPasswordChange: true },
        schema: {
          tags,
          summary: "Changes the user's password; every earlier token is revoked and a new one answered",
          body: changePasswordBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => changePassword(db, signer, requireSession(request), request.body, request.ip),
    );

    app.post(
      '/v1/auth/logout',
      {
        config: { access: 'member', allowsPendingPasswordChange: true },
        schema: { tags, summary: 'Revokes every token of the logged-in user' },
      },
      async (request, reply) => {
        await logout(db, requireSession(request), request.ip);
        return reply.status(204).send();
      },
    );

    app.get(
      '/v1/auth/companies',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'The companies the logged-in user is an active member of, with that membership’s roles',
          response: { 200: z.array(memberCompanySchema) },
        },
      },
      async (request) => listMyCompanies(db, requireSession(request)),
    );

    app.post(
      '/v1/auth/switch-company',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'A token for another company of the user, with that membership’s roles and profiles',
          body: switchCompanyBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => switchCompany(db, signer, requireSession(request), request.body.companyId, request.ip),
    );
  };
}
