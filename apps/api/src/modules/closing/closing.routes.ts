import { formatAmount } from '@bilan/accounting';
import { uuidSchema, workFolderSchema } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { inCompany } from '../companies/company-context.ts';
import { closeFolder } from './closing.service.ts';

const closingOutcomeSchema = z.object({
  closed: workFolderSchema,
  next: workFolderSchema,
  closingEntryNumber: z.string().nullable(),
  openingEntryNumber: z.string().nullable(),
  result: z.string(),
});

/** Closing a work folder: it reads the ledger, documents and matching, so it sits above them. */
export function closingRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['work folders'];

    app.post(
      '/v1/accountings/workFolders/:workFolderId/close',
      {
        config: { access: { permission: 'work-folders.manage' } },
        schema: {
          tags,
          summary: 'Close a work folder: result to 131/139, folder locked, next folder opened with AN entries',
          params: z.strictObject({ workFolderId: uuidSchema }),
          response: { 200: closingOutcomeSchema },
        },
      },
      async (request) =>
        inCompany(db, requireSession(request), async (tx, company) => {
          const outcome = await closeFolder(tx, company, request.params.workFolderId);
          await recordAudit(tx, company, {
            action: 'CLOSE',
            entityType: 'WORK_FOLDER',
            entityId: outcome.closed.id,
            before: { status: 'OPEN' },
            after: { status: 'CLOSED', next: outcome.next.id, closingEntryNumber: outcome.closingEntryNumber },
          });
          return { ...outcome, result: formatAmount(outcome.result, company.scale) };
        }),
    );
  };
}
