import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  companyUserPageSchema,
  companyUserSchema,
  inviteUserBodySchema,
  inviteUserResponseSchema,
  memberCompanySchema,
  offsetPageQuerySchema,
  pendingInvitationSchema,
  updateUserBodySchema,
} from '../users.ts';

const tag = 'users';

export const usersEndpoints = {
  companyUsers: endpoint({
    method: 'GET',
    path: '/v1/companies/:companyId/users',
    tag,
    summary: 'The members of the company, with their roles, profiles and active flag',
    query: offsetPageQuerySchema,
    responses: { 200: companyUserPageSchema },
  }),
  inviteUser: endpoint({
    method: 'POST',
    path: '/v1/companies/:companyId/users',
    tag,
    summary:
      'Invite someone: the membership waits for their acceptance; the answer is the same whether the email has an account',
    body: inviteUserBodySchema,
    responses: { 201: inviteUserResponseSchema },
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/v1/companies/:companyId/users/:userId',
    tag,
    summary: 'Change the roles, profiles or active flag of a member',
    body: updateUserBodySchema,
    responses: { 200: companyUserSchema },
  }),
  // The logged-in user's own invitations, from any company, beside `GET /v1/auth/companies`.
  myInvitations: endpoint({
    method: 'GET',
    path: '/v1/auth/invitations',
    tag,
    summary: 'The invitations waiting for the logged-in user’s answer',
    responses: { 200: z.array(pendingInvitationSchema) },
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/v1/auth/invitations/:invitationId/accept',
    tag,
    summary: 'Accept an invitation: the membership begins; answers the company to switch to',
    responses: { 200: memberCompanySchema },
  }),
  declineInvitation: endpoint({
    method: 'POST',
    path: '/v1/auth/invitations/:invitationId/decline',
    tag,
    summary: 'Decline an invitation: it is removed',
    noContent: true,
  }),
};
