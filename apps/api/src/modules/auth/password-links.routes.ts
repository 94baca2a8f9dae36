import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { InvitationAccepted } from './invitations.ts';
import { requestPasswordReset, resetPassword } from './password-links.ts';

/** The forgotten password: a link by mail, then a new password through it. */
export function passwordLinkRoutes(
  db: Database,
  mailer: Mailer,
  perMinute: number,
  invitationAccepted: InvitationAccepted,
): FastifyPluginAsyncZod {
  // Per client address: each ask may queue a mail, each use hashes a password.
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  return async (app) => {
    app.route({
      ...routeOf(endpoints.forgotPassword),
      config: { access: 'public', rateLimit },
      handler: async (request, reply) => {
        await requestPasswordReset(db, mailer, request.body, request.ip, requestLanguage(request));
        return reply.status(204).send();
      },
    });

    app.route({
      ...routeOf(endpoints.resetPassword),
      config: { access: 'public', rateLimit },
      handler: async (request, reply) => {
        await resetPassword(db, request.body, request.ip, invitationAccepted);
        return reply.status(204).send();
      },
    });
  };
}
