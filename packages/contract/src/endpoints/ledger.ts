import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { createJournalBodySchema, journalReportSchema, journalSchema, ledgerVerificationSchema } from '../ledger.ts';
import { journalReportQuerySchema } from '../reports.ts';

export const ledgerEndpoints = {
  journals: endpoint({
    method: 'GET',
    path: '/v1/accountings/companies/:companyId/journals',
    tag: 'journals',
    summary: 'The journals of the company',
    responses: { 200: z.array(journalSchema) },
  }),
  createJournal: endpoint({
    method: 'POST',
    path: '/v1/accountings/companies/:companyId/journals',
    tag: 'journals',
    summary: 'Create a journal',
    body: createJournalBodySchema,
    responses: { 201: journalSchema },
  }),
  journal: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/journal',
    tag: 'reports',
    summary: 'The journal: posted entries and their lines, by page or as a file',
    query: journalReportQuerySchema,
    responses: { 200: journalReportSchema },
  }),
  verifyLedger: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/ledger/verify',
    tag: 'reports',
    summary: 'Check the hash chain of the posted entries of a work folder',
    responses: { 200: ledgerVerificationSchema },
  }),
};
