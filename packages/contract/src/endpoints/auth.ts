import { z } from 'zod';
import { changePasswordBodySchema, loginBodySchema, loginResponseSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '../mail.ts';
import { memberCompanySchema, switchCompanyBodySchema } from '../users.ts';

const tag = 'auth';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/v1/auth/login/email',
    tag,
    summary: 'Log in with email and password: a session token for one company',
    body: loginBodySchema,
    responses: { 200: loginResponseSchema },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/v1/auth/change-password',
    tag,
    summary: "Changes the user's password; every earlier token is revoked and a new one answered",
    body: changePasswordBodySchema,
    responses: { 200: loginResponseSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v1/auth/logout',
    tag,
    summary: 'Revokes every token of the logged-in user',
    noContent: true,
  }),
  myCompanies: endpoint({
    method: 'GET',
    path: '/v1/auth/companies',
    tag,
    summary: 'The companies the logged-in user is an active member of, with that membership’s roles',
    responses: { 200: z.array(memberCompanySchema) },
  }),
  switchCompany: endpoint({
    method: 'POST',
    path: '/v1/auth/switch-company',
    tag,
    summary: 'A token for another company of the user, with that membership’s roles and profiles',
    body: switchCompanyBodySchema,
    responses: { 200: loginResponseSchema },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/v1/auth/password-reset',
    tag,
    summary:
      'Mails a single-use link to choose a new password (30 minutes); the same answer whether the email has an account or not',
    body: forgotPasswordBodySchema,
    noContent: true,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/v1/auth/password-reset/confirm',
    tag,
    summary: "Sets the password of a mailed link's account; the link is used up and every session revoked",
    body: resetPasswordBodySchema,
    noContent: true,
  }),
};
