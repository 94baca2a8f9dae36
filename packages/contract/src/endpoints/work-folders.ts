import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { saveWorkFolderBodySchema } from '../ledger.ts';
import { monthCloseQuerySchema, monthCloseSchema } from '../month-close.ts';
import {
  appropriationBodySchema,
  appropriationOutcomeSchema,
  appropriationSchema,
  closingOutcomeSchema,
  workFolderSchema,
  workFolderSummarySchema,
} from '../work-folders.ts';
import { yearEndChecklistSchema } from '../year-end-checklist.ts';

const tag = 'work folders';

export const workFoldersEndpoints = {
  workFolders: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/companies/:companyId',
    tag,
    summary: 'The work folders (fiscal years) of the company',
    responses: { 200: z.array(workFolderSchema) },
  }),
  saveWorkFolder: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/companies/:companyId',
    tag,
    summary: 'Create a work folder, or rename one when an id is given',
    body: saveWorkFolderBodySchema,
    responses: { 200: workFolderSchema, 201: workFolderSchema },
  }),
  workFolderSummary: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId',
    tag,
    summary: 'A work folder with its counts of entries and documents and its totals',
    responses: { 200: workFolderSummarySchema },
  }),
  closeWorkFolder: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/:workFolderId/close',
    tag,
    summary: 'Close a work folder: result to 131/139, folder locked, next folder opened with AN entries',
    responses: { 200: closingOutcomeSchema },
  }),
  workFolderAppropriation: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/appropriation',
    tag,
    summary: "A closed year's result awaiting appropriation, with the legal reserve the law asks for",
    responses: { 200: appropriationSchema },
  }),
  appropriateResult: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/:workFolderId/appropriation',
    tag,
    summary: "Book the meeting's appropriation of a closed year's result, in the next year (once per year)",
    body: appropriationBodySchema,
    responses: { 200: appropriationOutcomeSchema },
  }),
  monthClose: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/month-close',
    tag,
    summary:
      'What remains before a month of the folder is done: drafts, statement lines, overdue items, future entries',
    query: monthCloseQuerySchema,
    responses: { 200: monthCloseSchema },
  }),
  yearEndChecklist: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/year-end',
    tag,
    summary: 'The year-end steps of a folder in order (depreciation to appropriation), each with its state',
    responses: { 200: yearEndChecklistSchema },
  }),
};
