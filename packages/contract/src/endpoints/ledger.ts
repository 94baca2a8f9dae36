import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  createJournalBodySchema,
  journalCountersSchema,
  journalReportSchema,
  journalSchema,
  ledgerVerificationSchema,
} from '../ledger.ts';
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
  journalCounters: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/journal-counters',
    tag: 'journals',
    summary: 'How many entries each journal has numbered in a work folder: the next number follows',
    responses: { 200: journalCountersSchema },
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
