import { formatAmount } from '@bilan/accounting';
import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/locale.ts';
import { requireSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { inCompany } from '../companies/company-context.ts';
import { type FolderOpened, NOTHING_ON_FOLDER_OPENED } from '../work-folders/folder-opened.ts';
import { appropriateResult, readAppropriation } from './appropriation.service.ts';
import { closeFolder } from './closing.service.ts';

/** Closing a work folder and appropriating its result: they read the ledger, documents, matching and reports. */
export function closingRoutes(
  db: Database,
  folderOpened: FolderOpened = NOTHING_ON_FOLDER_OPENED,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.closeWorkFolder),
      config: { access: { permission: 'work-folders.manage' } },
      handler: async (request) =>
        inCompany(db, requireSession(request), async (tx, company) => {
          const outcome = await closeFolder(tx, company, request.params.workFolderId);
          await folderOpened(tx, company);
          await recordAudit(tx, company, {
            action: 'CLOSE',
            entityType: 'WORK_FOLDER',
            entityId: outcome.closed.id,
            before: { status: 'OPEN' },
            after: { status: 'CLOSED', next: outcome.next.id, closingEntryNumber: outcome.closingEntryNumber },
          });
          return { ...outcome, result: formatAmount(outcome.result, company.scale) };
        }),
    });

    app.route({
      ...routeOf(endpoints.workFolderAppropriation),
      config: { access: { permission: 'reports.read' } },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          readAppropriation(tx, company, request.params.workFolderId, requestLanguage(request)),
        ),
    });

    app.route({
      ...routeOf(endpoints.appropriateResult),
      config: { access: { permission: 'work-folders.manage' } },
      handler: async (request) =>
        inCompany(db, requireSession(request), async (tx, company) => {
          const outcome = await appropriateResult(
            tx,
            company,
            request.params.workFolderId,
            request.body,
            requestLanguage(request),
          );
          await recordAudit(tx, company, {
            action: 'CREATE',
            entityType: 'APPROPRIATION',
            entityId: outcome.workFolderId,
            before: null,
            after: { result: outcome.result, entryNumber: outcome.entryNumber, meetingDate: outcome.meetingDate },
          });
          return outcome;
        }),
    });
  };
}
