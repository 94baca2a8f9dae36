import { ATTACHMENT_CONTENT_MAX, endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany, requireTenantCompany } from '../companies/company-context.ts';
import { attachmentContent, createAttachment, deleteAttachment, listAttachments } from './attachments.service.ts';

const WRITE = { permission: 'documents.write' } as const;
/** The JSON body of an upload: the base64 of a file at the ceiling of the setting, and the rest. */
export const UPLOAD_BODY_LIMIT = ATTACHMENT_CONTENT_MAX + 64 * 1024;

/**
 * The header of a download under the user's file name: an ASCII fallback and the exact name in
 * RFC 5987 form, so that no quote or line break of the name reaches the header as it is.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function attachmentsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.attachments),
      config: { access: 'member' },
      handler: async (request) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        return inCompany(db, session, (tx, company) => listAttachments(tx, company, request.query));
      },
    });

    app.route({
      ...routeOf(endpoints.createAttachment),
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: WRITE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const attachment = await inCompany(db, session, (tx, company) => createAttachment(tx, company, request.body));
        return reply.status(201).send(attachment);
      },
    });

    app.route({
      ...routeOf(endpoints.attachmentContent),
      config: { access: 'member' },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        const file = await inCompany(db, session, (tx, company) =>
          attachmentContent(tx, company, request.params.attachmentId),
        );
        return reply
          .type(file.mediaType)
          .header('Content-Disposition', contentDisposition('attachment', file.fileName))
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.bytes);
      },
    });

    app.route({
      ...routeOf(endpoints.deleteAttachment),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const session = requireSession(request);
        requireTenantCompany(session, request.params.companyId);
        await inCompany(db, session, (tx, company) => deleteAttachment(tx, company, request.params.attachmentId));
        return reply.status(204).send();
      },
    });
  };
}
