import {
  listPaymentsQuerySchema,
  pageSchema,
  paymentBodySchema,
  paymentSchema,
  paymentStateSchema,
  stateChangeQuerySchema,
  uuidSchema,
} from '@bilan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireSession } from '../../http/session.ts';
import { inCompany } from '../companies/company-context.ts';
import {
  changePaymentState,
  createPayment,
  deletePayment,
  getPayment,
  listPayments,
  updatePayment,
} from './payments.service.ts';

const WRITE = { permission: 'payments.write' } as const;

export function paymentsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payments'];
    const folderParams = z.strictObject({ workFolderId: uuidSchema });
    const paymentParams = z.strictObject({ paymentId: uuidSchema, workFolderId: uuidSchema });
    const collection = '/v1/accountings/payments/workFolders/:workFolderId';
    const item = '/v1/accountings/payments/:paymentId/workFolders/:workFolderId';

    app.get(
      collection,
      {
        config: { access: 'member' },
        schema: {
          tags,
          params: folderParams,
          querystring: listPaymentsQuerySchema,
          response: { 200: pageSchema(paymentSchema) },
        },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          listPayments(tx, company, request.params.workFolderId, request.query),
        ),
    );

    app.post(
      collection,
      {
        config: { access: WRITE },
        schema: { tags, params: folderParams, body: paymentBodySchema, response: { 201: paymentSchema } },
      },
      async (request, reply) => {
        const payment = await inCompany(db, requireSession(request), (tx, company) =>
          createPayment(tx, company, request.params.workFolderId, request.body),
        );
        return reply.status(201).send(payment);
      },
    );

    app.get(
      item,
      { config: { access: 'member' }, schema: { tags, params: paymentParams, response: { 200: paymentSchema } } },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          getPayment(tx, company, request.params.paymentId, request.params.workFolderId),
        ),
    );

    app.put(
      item,
      {
        config: { access: WRITE },
        schema: { tags, params: paymentParams, body: paymentBodySchema, response: { 200: paymentSchema } },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          updatePayment(tx, company, request.params.paymentId, request.params.workFolderId, request.body),
        ),
    );

    app.delete(item, { config: { access: WRITE }, schema: { tags, params: paymentParams } }, async (request, reply) => {
      await inCompany(db, requireSession(request), (tx, company) =>
        deletePayment(tx, company, request.params.paymentId, request.params.workFolderId),
      );
      return reply.status(204).send();
    });

    app.post(
      `${item}/state/:state`,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary: 'Change the state of a payment: VALIDATED posts it, CANCELLED reverses it',
          params: paymentParams.extend({ state: paymentStateSchema }),
          querystring: stateChangeQuerySchema,
          response: { 200: paymentSchema },
        },
      },
      async (request) =>
        inCompany(db, requireSession(request), (tx, company) =>
          changePaymentState(
            tx,
            company,
            request.params.paymentId,
            request.params.workFolderId,
            request.params.state,
            request.query.cancellationDate,
          ),
        ),
    );
  };
}
