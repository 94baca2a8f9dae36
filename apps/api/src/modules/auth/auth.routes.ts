import { changePasswordBodySchema, loginBodySchema, loginResponseSchema } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireSession, type TokenSigner } from '../../http/session.ts';
import { changePassword, login } from './auth.service.ts';

export function authRoutes(db: Database, signer: TokenSigner): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/auth/login/email',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } },
      },
      async (request) => login(db, signer, request.body),
    );

    app.post(
      '/v1/auth/change-password',
      {
        config: { access: 'member' },
        schema: { tags: ['auth'], body: changePasswordBodySchema },
      },
      async (request, reply) => {
        await changePassword(db, requireSession(request), request.body);
        return reply.status(204).send();
      },
    );
  };
}
