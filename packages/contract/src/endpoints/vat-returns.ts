import { endpoint } from '../endpoint.ts';
import {
  claimVatRefundBodySchema,
  filedVatReturnQuerySchema,
  filedVatReturnSchema,
  fileVatReturnBodySchema,
  payVatReturnBodySchema,
  vatPeriodsSchema,
} from '../vat-returns.ts';

const tag = 'vat returns';

/** The VAT periods of a work folder, filing their returns, paying them and claiming refunds. */
export const vatReturnsEndpoints = {
  vatPeriods: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/vat-periods',
    tag,
    summary: 'The VAT periods of a work folder: open or filed, deadline, net due or credit, paid',
    responses: { 200: vatPeriodsSchema },
  }),
  fileVatReturn: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/:workFolderId/vat-returns',
    tag,
    summary: 'File the VAT return of a period: stores it, books its settlement entry and locks the period',
    body: fileVatReturnBodySchema,
    responses: { 201: filedVatReturnSchema },
  }),
  filedVatReturn: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/vat-returns/:vatReturnId',
    tag,
    summary: 'A filed VAT return as filed, or its form as a PDF',
    query: filedVatReturnQuerySchema,
    responses: { 200: filedVatReturnSchema },
  }),
  payVatReturn: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/:workFolderId/vat-returns/:vatReturnId/payments',
    tag,
    summary: 'Pay the VAT due of a filed return from a treasury account, matched with its settlement',
    body: payVatReturnBodySchema,
    responses: { 201: filedVatReturnSchema },
  }),
  claimVatRefund: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/:workFolderId/vat-returns/:vatReturnId/refund-claims',
    tag,
    summary: 'Claim the refund of the VAT credit of a filed return',
    body: claimVatRefundBodySchema,
    responses: { 201: filedVatReturnSchema },
  }),
};
