import { endpoint } from '../endpoint.ts';
import { loanBodySchema, loanListSchema, loanRepaymentBodySchema, loanSchema } from '../foreign-loans.ts';
import { stateChangeQuerySchema } from '../ledger.ts';

const tag = 'payments';
const loans = '/v1/accountings/foreign-loans';

export const foreignLoansEndpoints = {
  loans: endpoint({
    method: 'GET',
    path: `${loans}/workFolders/:workFolderId`,
    tag,
    summary: 'The loans received in a foreign currency in a work folder, with their repayments',
    responses: { 200: loanListSchema },
  }),
  createLoan: endpoint({
    method: 'POST',
    path: `${loans}/workFolders/:workFolderId`,
    tag,
    summary: 'Record and post a loan received in a foreign currency, at the rate of its date',
    body: loanBodySchema,
    responses: { 201: loanSchema },
  }),
  loan: endpoint({
    method: 'GET',
    path: `${loans}/:loanId/workFolders/:workFolderId`,
    tag,
    summary: 'A loan received in a foreign currency',
    responses: { 200: loanSchema },
  }),
  repayLoan: endpoint({
    method: 'POST',
    path: `${loans}/:loanId/workFolders/:workFolderId/repayments`,
    tag,
    summary: 'Post a repayment of principal: the book share off the loan, the exchange difference to 676 / 666',
    body: loanRepaymentBodySchema,
    responses: { 201: loanSchema },
  }),
  cancelLoan: endpoint({
    method: 'POST',
    path: `${loans}/:loanId/workFolders/:workFolderId/cancel`,
    tag,
    summary: 'Cancel a drawdown with no repayment standing: its entry is reversed on the cancellation date',
    query: stateChangeQuerySchema,
    responses: { 200: loanSchema },
  }),
  cancelLoanRepayment: endpoint({
    method: 'POST',
    path: `${loans}/:loanId/workFolders/:workFolderId/repayments/:repaymentId/cancel`,
    tag,
    summary: 'Cancel a repayment: its entry is reversed and the principal it repaid is owed again',
    query: stateChangeQuerySchema,
    responses: { 200: loanSchema },
  }),
};
