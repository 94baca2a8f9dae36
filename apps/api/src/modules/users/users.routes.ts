import {
  companyUserPageSchema,
  companyUserParamsSchema,
  companyUserSchema,
  invitationParamsSchema,
  inviteUserBodySchema,
  inviteUserResponseSchema,
  memberCompanySchema,
  offsetPageQuerySchema,
  pendingInvitationSchema,
  updateUserBodySchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { requireTenantCompany } from '../companies/company-context.ts';

import {
  acceptInvitation,
  declineInvitation,
  inviteUser,
  listMyInvitations,
  listUsers,
  updateUser,
} from './users.service.ts';

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
          summary:
            'Invite someone: the membership waits for their acceptance; the answer is the same whether the email has an account',
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

    // The logged-in user's own invitations, from any company, beside `GET /v1/auth/companies`.
    const invitations = '/v1/auth/invitations';

    app.get(
      invitations,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'The invitations waiting for the logged-in user’s answer',
          response: { 200: z.array(pendingInvitationSchema) },
        },
      },
      async (request) => listMyInvitations(db, requireSession(request)),
    );

    app.post(
      `${invitations}/:invitationId/accept`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Accept an invitation: the membership begins; answers the company to switch to',
          params: invitationParamsSchema,
          response: { 200: memberCompanySchema },
        },
      },
      async (request) => acceptInvitation(db, requireSession(request), request.params.invitationId, request.ip),
    );

    app.post(
      `${invitations}/:invitationId/decline`,
      {
        config: { access: 'member' },
        schema: { tags, summary: 'Decline an invitation: it is removed', params: invitationParamsSchema },
      },
      async (request, reply) => {
        await declineInvitation(db, requireSession(request), request.params.invitationId, request.ip);
        return reply.status(204).send();
      },
    );
  };
}
