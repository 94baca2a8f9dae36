import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import {
  changeDocumentState,
  createDocument,
  deleteDocument,
  documentFacturX,
  documentPdf,
  getDocument,
  listDocuments,
  updateDocument,
} from './documents.service.ts';
import { createValidationQueue } from './validation-queue.ts';

const WRITE = { permission: 'documents.write' } as const;

export function documentsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const validations = createValidationQueue(db, {
      // The error serializer writes the error's causes (the database's own refusal) into the line.
      onBatchFailure: (error, batch) =>
        app.log.warn(
          { err: error, ...batch },
          'a batch of validations failed as a whole: its drafts are validated one by one',
        ),
    });

    app.route({
      ...routeOf(endpoints.documents),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listDocuments(tx, company, request.params.workFolderId, request.query),
        ),
    });

    app.route({
      ...routeOf(endpoints.createDocument),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const document = await inCompany(db, requireSession(request), (tx, company) =>
          createDocument(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(document);
      },
    });

    registerReadRoutes(app, db);

    app.route({
      ...routeOf(endpoints.updateDocument),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          updateDocument(tx, company, request.params.documentId, request.params.workFolderId, request.body),
        ),
    });

    app.route({
      ...routeOf(endpoints.deleteDocument),
      config: { access: WRITE },
      handler: async (request, reply) => {
        await inCompany(db, requireSession(request), (tx, company) =>
          deleteDocument(tx, company, request.params.documentId, request.params.workFolderId),
        );
        return reply.status(204).send();
      },
    });

    app.route({
      ...routeOf(endpoints.changeDocumentState),
      config: { access: { permission: 'documents.validate' } },
      handler: async (request) =>
        request.params.state === 'VALIDATED' && !request.body
          ? validations.validate(requireSession(request), request.params.workFolderId, request.params.documentId)
          : inCompany(db, requireSession(request), (tx, company) =>
              changeDocumentState(
                tx,
                company,
                request.params.documentId,
                request.params.workFolderId,
                request.params.state,
                request.body,
                request.query.cancellationDate,
              ),
            ),
    });
  };
}

/** One document, its printable PDF and its Factur-X: read-only, for any member. */
function registerReadRoutes(app: Parameters<FastifyPluginAsyncZod>[0], db: Database) {
  app.route({
    ...routeOf(endpoints.document),
    config: { access: 'member' },
    handler: async (request) =>
      inCompany(db, requireSession(request), (tx, company) =>
        getDocument(tx, company, request.params.documentId, request.params.workFolderId),
      ),
  });

  app.route({
    ...routeOf(endpoints.documentPdf),
    config: { access: 'member' },
    handler: async (request, reply) => {
      const pdf = await inCompany(db, requireSession(request), (tx, company) =>
        documentPdf(tx, company, request.params.documentId, request.params.workFolderId, requestLanguage(request)),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${pdf.fileName}"`)
        .send(pdf.content);
    },
  });

  app.route({
    ...routeOf(endpoints.facturXPdf),
    config: { access: 'member' },
    handler: async (request, reply) => {
      const pdf = await inCompany(db, requireSession(request), (tx, company) =>
        documentFacturX(tx, company, request.params.documentId, request.params.workFolderId, requestLanguage(request)),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
        .send(pdf.content);
    },
  });
}
