import {
  bankReconciliationQuerySchema,
  bankReconciliationSchema,
  bankStatementImportSchema,
  bankStatementLineSchema,
  bankStatementListSchema,
  bankStatementSchema,
  bankStatementsQuerySchema,
  createStatementEntryBodySchema,
  importBankStatementBodySchema,
  matchStatementLineBodySchema,
  statementEntrySchema,
  statementMappingSchema,
  statementReconciliationSchema,
} from '../bank-statements.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'bank-statements';
const statements = '/v1/accountings/companies/:companyId/bank-statements';

export const bankStatementsEndpoints = {
  importBankStatement: endpoint({
    method: 'POST',
    path: statements,
    tag,
    summary: 'Imports a statement file (CSV, OFX, CAMT.053) into a treasury account, whole or not at all',
    body: importBankStatementBodySchema,
    // 201 when lines were imported; 200 for a preview or a file whose lines were all imported before.
    responses: { 200: bankStatementImportSchema, 201: bankStatementImportSchema },
  }),
  bankStatements: endpoint({
    method: 'GET',
    path: statements,
    tag,
    summary: 'The statements imported into the company, by page, of one treasury account or all',
    query: bankStatementsQuerySchema,
    responses: { 200: bankStatementListSchema },
  }),
  statementMapping: endpoint({
    method: 'GET',
    path: '/v1/accountings/companies/:companyId/bank-statement-mappings/:treasuryAccountId',
    tag,
    summary: 'The CSV mapping saved for a treasury account, null before its first CSV import',
    responses: { 200: statementMappingSchema },
  }),
  bankStatement: endpoint({
    method: 'GET',
    path: `${statements}/:statementId`,
    tag,
    summary: 'A statement with its lines',
    responses: { 200: bankStatementSchema },
  }),
  statementReconciliation: endpoint({
    method: 'GET',
    path: `${statements}/:statementId/reconciliation`,
    tag,
    summary: 'The statement beside the unreconciled book lines of its account, with suggestions',
    responses: { 200: statementReconciliationSchema },
  }),
  matchStatementLine: endpoint({
    method: 'POST',
    path: `${statements}/:statementId/lines/:lineId/match`,
    tag,
    summary: 'Reconcile a statement line with the book lines it settles',
    body: matchStatementLineBodySchema,
    responses: { 200: bankStatementLineSchema },
  }),
  createStatementEntry: endpoint({
    method: 'POST',
    path: `${statements}/:statementId/lines/:lineId/entry`,
    tag,
    summary: 'Posts the entry a statement line calls for (fees, interest) and reconciles the line with it',
    body: createStatementEntryBodySchema,
    responses: { 201: statementEntrySchema },
  }),
  bankReconciliation: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/bank-reconciliation',
    tag,
    summary: 'The bank reconciliation statement of a treasury account at a date, on screen or as a file',
    query: bankReconciliationQuerySchema,
    responses: { 200: bankReconciliationSchema },
  }),
};
