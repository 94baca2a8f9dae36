import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { uuidSchema } from '../fields.ts';
import {
  documentBodySchema,
  documentSchema,
  documentStateSchema,
  listDocumentsQuerySchema,
  pageSchema,
  stateChangeQuerySchema,
} from '../ledger.ts';

const tag = 'documents';

export const documentsEndpoints = {
  documents: endpoint({
    method: 'GET',
    path: '/v1/accountings/documents/workFolders/:workFolderId',
    tag,
    summary: 'The documents of a work folder, filtered and by page',
    query: listDocumentsQuerySchema,
    responses: { 200: pageSchema(documentSchema) },
  }),
  createDocument: endpoint({
    method: 'POST',
    path: '/v1/accountings/documents/workFolders/:workFolderId',
    tag,
    summary: 'Create a document (invoice, credit note or journal entry) as a draft',
    body: documentBodySchema,
    responses: { 201: documentSchema },
  }),
  document: endpoint({
    method: 'GET',
    path: '/v1/accountings/documents/:documentId/workFolders/:workFolderId',
    tag,
    summary: 'A document with its lines, totals and settlement',
    responses: { 200: documentSchema },
  }),
  documentPdf: endpoint({
    method: 'GET',
    path: '/v1/accountings/documents/:documentId/workFolders/:workFolderId/pdf',
    tag,
    summary: 'The invoice or credit note as a printable PDF',
    files: ['application/pdf'],
  }),
  updateDocument: endpoint({
    method: 'PUT',
    path: '/v1/accountings/documents/:documentId/workFolders/:workFolderId',
    tag,
    summary: 'Replace a draft document',
    body: documentBodySchema,
    responses: { 200: documentSchema },
  }),
  deleteDocument: endpoint({
    method: 'DELETE',
    path: '/v1/accountings/documents/:documentId/workFolders/:workFolderId',
    tag,
    summary: 'Delete a draft document',
    noContent: true,
  }),
  changeDocumentState: endpoint({
    method: 'POST',
    path: '/v1/accountings/documents/:documentId/workFolders/:workFolderId/state/:state',
    tag,
    summary: 'Change the state of a document: VALIDATED posts it, CANCELLED reverses it',
    params: z.strictObject({ documentId: uuidSchema, workFolderId: uuidSchema, state: documentStateSchema }),
    query: stateChangeQuerySchema,
    body: documentBodySchema.nullish(),
    responses: { 200: documentSchema },
  }),
};
