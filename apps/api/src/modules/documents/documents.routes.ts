import {
  documentBodySchema,
  documentSchema,
  documentStateSchema,
  listDocumentsQuerySchema,
  pageSchema,
  stateChangeQuerySchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import {
  changeDocumentState,
  createDocument,
  deleteDocument,
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
    const tags = ['documents'];
    const folderParams = z.strictObject({ workFolderId: uuidSchema });
    const documentParams = z.strictObject({ documentId: uuidSchema, workFolderId: uuidSchema });
    const collection = '/v1/accountings/documents/workFolders/:workFolderId';
    const item = '/v1/accountings/documents/:documentId/workFolders/:workFolderId';

    app.get(
      collection,
      {
        config: { access: 'member' },
        schema: {
          tags,
          params: folderParams,
          querystring: listDocumentsQuerySchema,
          response: { 200: pageSchema(documentSchema) },
        },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listDocuments(tx, company, request.params.workFolderId, request.query),
        ),
    );

    app.post(
      collection,
      {
        config: { access: WRITE },
        schema: { tags, params: folderParams, body: documentBodySchema, response: { 201: documentSchema } },
      },
      async (request, reply) => {
        const document = await inCompany(db, requireSession(request), (tx, company) =>
          createDocument(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(document);
      },
    );

    app.get(
      item,
      { config: { access: 'member' }, schema: { tags, params: documentParams, response: { 200: documentSchema } } },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          getDocument(tx, company, request.params.documentId, request.params.workFolderId),
        ),
    );

    app.get(
      `${item}/pdf`,
      {
        config: { access: 'member' },
        schema: { tags, summary: 'The invoice or credit note as a printable PDF', params: documentParams },
      },
      async (request, reply) => {
        const pdf = await inCompany(db, requireSession(request), (tx, company) =>
          documentPdf(tx, company, request.params.documentId, request.params.workFolderId, requestLanguage(request)),
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${pdf.fileName}"`)
          .send(pdf.content);
      },
    );

    app.put(
      item,
      {
        config: { access: WRITE },
        schema: { tags, params: documentParams, body: documentBodySchema, response: { 200: documentSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          updateDocument(tx, company, request.params.documentId, request.params.workFolderId, request.body),
        ),
    );

    app.delete(
      item,
      { config: { access: WRITE }, schema: { tags, params: documentParams } },
      async (request, reply) => {
        await inCompany(db, requireSession(request), (tx, company) =>
          deleteDocument(tx, company, request.params.documentId, request.params.workFolderId),
        );
        return reply.status(204).send();
      },
    );

    app.post(
      `${item}/state/:state`,
      {
        config: { access: { permission: 'documents.validate' } },
        schema: {
          tags,
          summary: 'Change the state of a document: VALIDATED posts it, CANCELLED reverses it',
          params: documentParams.extend({ state: documentStateSchema }),
          querystring: stateChangeQuerySchema,
          body: documentBodySchema.nullish(),
          response: { 200: documentSchema },
        },
      },
      async (request) =>
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
    );
  };
}
