import {
  ATTACHMENT_MEDIA_TYPES,
  attachmentListSchema,
  attachmentOwnerQuerySchema,
  attachmentSchema,
  createAttachmentBodySchema,
} from '../attachments.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'attachments';
const attachments = '/v1/accountings/companies/:companyId/attachments';

export const attachmentsEndpoints = {
  attachments: endpoint({
    method: 'GET',
    path: attachments,
    tag,
    summary: 'The files attached to a document or a payment, without their content',
    query: attachmentOwnerQuerySchema,
    responses: { 200: attachmentListSchema },
  }),
  createAttachment: endpoint({
    method: 'POST',
    path: attachments,
    tag,
    summary: 'Attaches a PDF or an image (checked by its content) to a document or a payment',
    body: createAttachmentBodySchema,
    responses: { 201: attachmentSchema },
  }),
  attachmentContent: endpoint({
    method: 'GET',
    path: `${attachments}/:attachmentId/content`,
    tag,
    summary: 'The bytes of an attached file',
    files: [...ATTACHMENT_MEDIA_TYPES, 'application/xml'],
  }),
  deleteAttachment: endpoint({
    method: 'DELETE',
    path: `${attachments}/:attachmentId`,
    tag,
    summary: 'Removes an attachment of a draft (a validated document or payment keeps its files)',
    noContent: true,
  }),
};
