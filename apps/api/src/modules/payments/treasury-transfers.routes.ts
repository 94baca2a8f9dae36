import { endpoints } from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import {
  changeTransferState,
  createTransfer,
  deleteTransfer,
  getTransfer,
  listTransfers,
  updateTransfer,
} from './treasury-transfers.service.ts';

const WRITE = { permission: 'payments.write' } as const;

/** Transfers between the company's treasury accounts, drafts then validated like payments. */
export function treasuryTransfersRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(endpoints.transfers),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listTransfers(tx, company, request.params.workFolderId, request.query),
        ),
    });

    app.route({
      ...routeOf(endpoints.createTransfer),
      config: { access: WRITE },
      handler: async (request, reply) => {
        const transfer = await inCompany(db, requireSession(request), (tx, company) =>
          createTransfer(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(transfer);
      },
    });

    app.route({
      ...routeOf(endpoints.transfer),
      config: { access: 'member' },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          getTransfer(tx, company, request.params.transferId, request.params.workFolderId),
        ),
    });

    app.route({
      ...routeOf(endpoints.updateTransfer),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          updateTransfer(tx, company, request.params.transferId, request.params.workFolderId, request.body),
        ),
    });

    app.route({
      ...routeOf(endpoints.deleteTransfer),
      config: { access: WRITE },
      handler: async (request, reply) => {
        await inCompany(db, requireSession(request), (tx, company) =>
          deleteTransfer(tx, company, request.params.transferId, request.params.workFolderId),
        );
        return reply.status(204).send();
      },
    });

    app.route({
      ...routeOf(endpoints.changeTransferState),
      config: { access: WRITE },
      handler: async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          changeTransferState(
            tx,
            company,
            request.params.transferId,
            request.params.workFolderId,
            request.params.state,
            request.query.cancellationDate,
          ),
        ),
    });
  };
}
