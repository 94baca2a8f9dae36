import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { uuidSchema } from '../fields.ts';
import { pageSchema, stateChangeQuerySchema } from '../ledger.ts';
import {
  listTransfersQuerySchema,
  transferBodySchema,
  transferSchema,
  transferStateSchema,
} from '../treasury-transfers.ts';

const tag = 'payments';
const transfers = '/v1/accountings/treasury-transfers';

export const treasuryTransfersEndpoints = {
  transfers: endpoint({
    method: 'GET',
    path: `${transfers}/workFolders/:workFolderId`,
    tag,
    summary: 'The transfers between treasury accounts of a work folder, by page',
    query: listTransfersQuerySchema,
    responses: { 200: pageSchema(transferSchema) },
  }),
  createTransfer: endpoint({
    method: 'POST',
    path: `${transfers}/workFolders/:workFolderId`,
    tag,
    summary: 'Create a transfer between two treasury accounts, in any currencies, as a draft',
    body: transferBodySchema,
    responses: { 201: transferSchema },
  }),
  transfer: endpoint({
    method: 'GET',
    path: `${transfers}/:transferId/workFolders/:workFolderId`,
    tag,
    summary: 'A transfer between treasury accounts',
    responses: { 200: transferSchema },
  }),
  updateTransfer: endpoint({
    method: 'PUT',
    path: `${transfers}/:transferId/workFolders/:workFolderId`,
    tag,
    summary: 'Replace a draft transfer',
    body: transferBodySchema,
    responses: { 200: transferSchema },
  }),
  deleteTransfer: endpoint({
    method: 'DELETE',
    path: `${transfers}/:transferId/workFolders/:workFolderId`,
    tag,
    summary: 'Delete a draft transfer',
    noContent: true,
  }),
  changeTransferState: endpoint({
    method: 'POST',
    path: `${transfers}/:transferId/workFolders/:workFolderId/state/:state`,
    tag,
    summary: 'Change the state of a transfer: VALIDATED posts it, CANCELLED reverses it',
    params: z.strictObject({ transferId: uuidSchema, workFolderId: uuidSchema, state: transferStateSchema }),
    query: stateChangeQuerySchema,
    responses: { 200: transferSchema },
  }),
};
