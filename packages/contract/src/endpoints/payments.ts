import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { uuidSchema } from '../fields.ts';
import { pageSchema, stateChangeQuerySchema } from '../ledger.ts';
import { listPaymentsQuerySchema, paymentBodySchema, paymentSchema, paymentStateSchema } from '../payments.ts';

const tag = 'payments';

export const paymentsEndpoints = {
  payments: endpoint({
    method: 'GET',
    path: '/v1/accountings/payments/workFolders/:workFolderId',
    tag,
    summary: 'The payments of a work folder, filtered and by page',
    query: listPaymentsQuerySchema,
    responses: { 200: pageSchema(paymentSchema) },
  }),
  createPayment: endpoint({
    method: 'POST',
    path: '/v1/accountings/payments/workFolders/:workFolderId',
    tag,
    summary: 'Create a payment (receipt or disbursement) as a draft',
    body: paymentBodySchema,
    responses: { 201: paymentSchema },
  }),
  payment: endpoint({
    method: 'GET',
    path: '/v1/accountings/payments/:paymentId/workFolders/:workFolderId',
    tag,
    summary: 'A payment with the documents it settles',
    responses: { 200: paymentSchema },
  }),
  updatePayment: endpoint({
    method: 'PUT',
    path: '/v1/accountings/payments/:paymentId/workFolders/:workFolderId',
    tag,
    summary: 'Replace a draft payment',
    body: paymentBodySchema,
    responses: { 200: paymentSchema },
  }),
  deletePayment: endpoint({
    method: 'DELETE',
    path: '/v1/accountings/payments/:paymentId/workFolders/:workFolderId',
    tag,
    summary: 'Delete a draft payment',
    noContent: true,
  }),
  changePaymentState: endpoint({
    method: 'POST',
    path: '/v1/accountings/payments/:paymentId/workFolders/:workFolderId/state/:state',
    tag,
    summary: 'Change the state of a payment: VALIDATED posts it, CANCELLED reverses it',
    params: z.strictObject({ paymentId: uuidSchema, workFolderId: uuidSchema, state: paymentStateSchema }),
    query: stateChangeQuerySchema,
    responses: { 200: paymentSchema },
  }),
};
