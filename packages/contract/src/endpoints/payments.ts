import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { uuidSchema } from '../fields.ts';
import { pageSchema, stateChangeQuerySchema } from '../ledger.ts';
import {
  advanceBodySchema,
  advanceSchema,
  advanceUseBodySchema,
  listAdvancesQuerySchema,
  listPaymentsQuerySchema,
  paymentBodySchema,
  paymentSchema,
  paymentStateSchema,
} from '../payments.ts';

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
  advances: endpoint({
    method: 'GET',
    path: '/v1/accountings/advances/workFolders/:workFolderId',
    tag,
    summary: 'The advances received and paid, with what is left of each (all of the company, whatever their folder)',
    query: listAdvancesQuerySchema,
    responses: { 200: z.object({ items: z.array(advanceSchema) }) },
  }),
  createAdvance: endpoint({
    method: 'POST',
    path: '/v1/accountings/advances/workFolders/:workFolderId',
    tag,
    summary: 'Record and post an advance received from a customer or paid to a supplier, without an invoice',
    body: advanceBodySchema,
    responses: { 201: paymentSchema },
  }),
  useAdvance: endpoint({
    method: 'POST',
    path: '/v1/accountings/advances/:paymentId/workFolders/:workFolderId/uses',
    tag,
    summary: 'Set (part of) an advance against an invoice of its party and currency, and post it',
    params: z.strictObject({ paymentId: uuidSchema, workFolderId: uuidSchema }),
    body: advanceUseBodySchema,
    responses: { 201: paymentSchema },
  }),
};
