import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import type { Mailer } from '../mail/mailer.ts';
import { documentMailDraft, documentMails, mailDocument } from './document-mails.service.ts';
import { mailMonthInvoices, previewMonthInvoiceMails } from './month-mails.service.ts';
import {
  mailReminder,
  mailStatement,
  partyMails,
  reminderMailDraft,
  statementMailDraft,
} from './party-mails.service.ts';

const SEND = { permission: 'documents.write' } as const;
const READ_REPORTS = { permission: 'reports.read' } as const;

/** Invoices, credit notes, statements and reminder letters by mail (issue #31). */
export function documentMailsRoutes(db: Database, mailer: Mailer): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.documentMailDraft),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          documentMailDraft(tx, company, request.params, request.query.language),
        ),
    });

    app.route({
      ...routeOf(endpoints.mailDocument),
      config: { access: SEND },
      handler: async (request, reply) => {
        const mail = await inCompany(db, requireSession(request), (tx, company) =>
          mailDocument({ tx, company, mailer }, request.params, request.body),
        );
        mailer.sendSoon();
        return reply.status(201).send(mail);
      },
    });

    app.route({
      ...routeOf(endpoints.documentMails),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) => documentMails(tx, company, request.params)),
    });

    app.route({
      ...routeOf(endpoints.mailMonthInvoices),
      config: { access: SEND },
      handler: async (request) => {
        const result = await inCompany(db, requireSession(request), (tx, company) =>
          mailMonthInvoices({ tx, company, mailer }, request.params.workFolderId, request.body),
        );
        mailer.sendSoon();
        return result;
      },
    });

    app.route({
      ...routeOf(endpoints.monthInvoiceMailsPreview),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          previewMonthInvoiceMails(tx, company, request.params.workFolderId, request.query.month),
        ),
    });

    partyMailRoutes(app, db, mailer);
  };
}

function partyMailRoutes(app: Parameters<FastifyPluginAsyncZod>[0], db: Database, mailer: Mailer): void {
  app.route({
    ...routeOf(endpoints.statementMailDraft),
    config: { access: READ_REPORTS },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) =>
        statementMailDraft(tx, company, request.params.workFolderId, request.query),
      ),
  });

  app.route({
    ...routeOf(endpoints.mailStatement),
    config: { access: SEND },
    handler: async (request, reply) => {
      const mail = await inCompany(db, requireSession(request), (tx, company) =>
        mailStatement({ tx, company, mailer }, request.params.workFolderId, request.query, request.body),
      );
      mailer.sendSoon();
      return reply.status(201).send(mail);
    },
  });

  app.route({
    ...routeOf(endpoints.reminderMailDraft),
    config: { access: READ_REPORTS },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) =>
        reminderMailDraft(tx, company, request.params, request.query),
      ),
  });

  app.route({
    ...routeOf(endpoints.mailReminder),
    config: { access: SEND },
    handler: async (request, reply) => {
      const mail = await inCompany(db, requireSession(request), (tx, company) =>
        mailReminder({ tx, company, mailer }, request.params, request.query, request.body),
      );
      mailer.sendSoon();
      return reply.status(201).send(mail);
    },
  });

  app.route({
    ...routeOf(endpoints.partyMails),
    config: { access: 'member' },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) => partyMails(tx, company, request.params.partyId)),
  });
}
