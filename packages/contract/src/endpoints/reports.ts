import { z } from 'zod';
import { annualPackageQuerySchema, annualPackageSchema } from '../annual-package.ts';
import { cashFlowQuerySchema, cashFlowStatementSchema } from '../cash-flow.ts';
import { endpoint } from '../endpoint.ts';
import { uuidSchema } from '../fields.ts';
import {
  liasseAdjustmentListSchema,
  liasseAdjustmentSchema,
  liasseQuerySchema,
  liasseSchema,
  putLiasseAdjustmentBodySchema,
} from '../liasse.ts';
import { notesQuerySchema, notesSchema } from '../notes.ts';
import {
  agedBalanceQuerySchema,
  agedBalanceSchema,
  balanceSheetSchema,
  dashboardSchema,
  fecQuerySchema,
  generalLedgerQuerySchema,
  generalLedgerSchema,
  incomeStatementSchema,
  partyStatementQuerySchema,
  partyStatementSchema,
  reminderLetterQuerySchema,
  reportPeriodQuerySchema,
  trialBalanceQuerySchema,
  trialBalanceSchema,
  vatReturnQuerySchema,
  vatReturnSchema,
} from '../reports.ts';

const tag = 'reports';

/** The reports of a work folder; those with a `format` query answer a file (CSV, XLSX, PDF) when asked. */
export const reportsEndpoints = {
  trialBalance: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/trial-balance',
    tag,
    summary: 'The trial balance, on screen or as a file',
    query: trialBalanceQuerySchema,
    responses: { 200: trialBalanceSchema },
  }),
  balanceSheet: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/balance-sheet',
    tag,
    summary: 'The balance sheet with the previous year, on screen or as a file',
    query: reportPeriodQuerySchema,
    responses: { 200: balanceSheetSchema },
  }),
  incomeStatement: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/income-statement',
    tag,
    summary: 'The income statement with the previous year, on screen or as a file',
    query: reportPeriodQuerySchema,
    responses: { 200: incomeStatementSchema },
  }),
  cashFlowStatement: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/cash-flow-statement',
    tag,
    summary: 'The SYSCOHADA cash-flow statement (TFT, lines ZA to ZH) with the previous year, on screen or as a file',
    query: cashFlowQuerySchema,
    responses: { 200: cashFlowStatementSchema },
  }),
  notes: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/notes',
    tag,
    summary: 'The SYSCOHADA notes the ledger gives, each tied to the statement lines it details',
    query: notesQuerySchema,
    responses: { 200: notesSchema },
  }),
  liasse: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/liasse',
    tag,
    summary: "A French company's liasse fiscale (2033-A to G, or 2050 to 2053) with its return's result, N and N-1",
    query: liasseQuerySchema,
    responses: { 200: liasseSchema },
  }),
  liasseAdjustments: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/liasse/adjustments',
    tag,
    summary:
      "The preparer's adjustments of a French folder's liasse, the boxes that take them and whether they may change",
    query: liasseQuerySchema,
    responses: { 200: liasseAdjustmentListSchema },
  }),
  putLiasseAdjustment: endpoint({
    method: 'PUT',
    path: '/v1/accountings/workFolders/:workFolderId/liasse/adjustments/:adjustmentId',
    tag,
    summary:
      'Writes an adjustment of the liasse (an add-back, a deduction, losses) by its id, creating or replacing it; refused once the next year is closed',
    body: putLiasseAdjustmentBodySchema,
    responses: { 200: liasseAdjustmentSchema },
  }),
  deleteLiasseAdjustment: endpoint({
    method: 'DELETE',
    path: '/v1/accountings/workFolders/:workFolderId/liasse/adjustments/:adjustmentId',
    tag,
    summary: 'Removes an adjustment of the liasse; refused once the next year is closed',
    noContent: true,
  }),
  annualPackage: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/annual-package',
    tag,
    summary:
      'The annual package of a folder: its statements and the checks before filing, or the package as a PDF, XLSX or CSV',
    query: annualPackageQuerySchema,
    responses: { 200: annualPackageSchema },
  }),
  agedBalance: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/aged-balance',
    tag,
    summary: 'The aged balance of customers or suppliers at a date',
    query: agedBalanceQuerySchema,
    responses: { 200: agedBalanceSchema },
  }),
  reminderLetter: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/customers/:customerId/reminder-letter',
    tag,
    summary: "A customer's reminder letter: its overdue items from the aged balance, as a PDF",
    params: z.strictObject({ workFolderId: uuidSchema, customerId: uuidSchema }),
    query: reminderLetterQuerySchema,
    files: ['application/pdf'],
  }),
  vatReturn: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/vat-return',
    tag,
    summary: 'The VAT return of a month, a quarter or the whole folder',
    query: vatReturnQuerySchema,
    responses: { 200: vatReturnSchema },
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/dashboard',
    tag,
    summary: 'The dashboard: revenue, expenses, result, cash, receivables and payables',
    query: reportPeriodQuerySchema,
    responses: { 200: dashboardSchema },
  }),
  fec: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/fec',
    tag,
    summary: 'Fichier des écritures comptables (French companies)',
    query: fecQuerySchema,
    files: ['text/plain'],
  }),
  generalLedger: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/general-ledger',
    tag,
    summary: 'The general ledger, by account, on screen or as a file',
    query: generalLedgerQuerySchema,
    responses: { 200: generalLedgerSchema },
  }),
  partyStatement: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/party-statement',
    tag,
    summary: 'The statement of a customer or supplier over a period',
    query: partyStatementQuerySchema,
    responses: { 200: partyStatementSchema },
  }),
};
