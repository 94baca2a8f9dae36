import {
  companyUserPageSchema,
  companyUserParamsSchema,
  companyUserSchema,
  inviteUserBodySchema,
  inviteUserResponseSchema,
  offsetPageQuerySchema,
  updateUserBodySchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { requireTenantCompany } from '../companies/company-context.ts';

import { inviteUser, listUsers, updateUser } from './users.service.ts';

const MANAGE = { permission: 'users.manage' } as const;

export function usersRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    const collection = '/v1/companies/:companyId/users';
    const companyParams = z.strictObject({ companyId: uuidSchema });

    app.get(
      collection,
      {
        config: { access: 'member' },
        schema: {
          tags,
          params: companyParams,
          querystring: offsetPageQuerySchema,
          response: { 200: companyUserPageSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        return listUsers(db, requireTenantCompany(session, request.params.companyId), request.query);
      },
    );

    app.post(
      collection,
      {
        config: { access: MANAGE },
        schema: {
          tags,
          summary: 'Invite a user: a new account answers its one-time password once',
          params: companyParams,
          body: inviteUserBodySchema,
          response: { 201: inviteUserResponseSchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return reply.status(201).send(await inviteUser(db, session, request.body, request.ip));
      },
    );

    app.put(
      `${collection}/:userId`,
      {
        config: { access: MANAGE },
        schema: {
          tags,
          summary: 'Change the roles, profiles or active flag of a member',
          params: companyUserParamsSchema,
          body: updateUserBodySchema,
          response: { 200: companyUserSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return updateUser(db, session, request.params.userId, request.body, request.ip);
      },
    );
  };
}
