import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { uuidSchema } from '../fields.ts';
import {
  bulkMailPreviewSchema,
  bulkMailResultSchema,
  mailDraftQuerySchema,
  mailDraftSchema,
  mailSummarySchema,
  monthMailBodySchema,
  monthMailQuerySchema,
  reminderMailQuerySchema,
  sendMailBodySchema,
  statementMailQuerySchema,
} from '../mail.ts';

const tag = 'mails';
const documentPath = '/v1/accountings/documents/:documentId/workFolders/:workFolderId';
const reminderPath = '/v1/accountings/workFolders/:workFolderId/customers/:customerId/reminder-letter';
const reminderParams = z.strictObject({ workFolderId: uuidSchema, customerId: uuidSchema });

/** Invoices, credit notes, statements and reminder letters sent by mail, and the mails sent (issue #31). */
export const mailsEndpoints = {
  documentMailDraft: endpoint({
    method: 'GET',
    path: `${documentPath}/mail-draft`,
    tag,
    summary: "What 'Send by email' opens with: the party's address, a subject and a text in the language asked",
    query: mailDraftQuerySchema,
    responses: { 200: mailDraftSchema },
  }),
  mailDocument: endpoint({
    method: 'POST',
    path: `${documentPath}/mails`,
    tag,
    summary: 'Queues the validated invoice or credit note by mail, its PDF attached',
    body: sendMailBodySchema,
    responses: { 201: mailSummarySchema },
  }),
  documentMails: endpoint({
    method: 'GET',
    path: `${documentPath}/mails`,
    tag,
    summary: 'The mails of a document, newest first: to whom, when, and whether each went',
    responses: { 200: z.array(mailSummarySchema) },
  }),
  mailMonthInvoices: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/:workFolderId/invoice-mails',
    tag,
    summary: "Queues the month's validated invoices not yet sent to their customers' addresses, at once",
    body: monthMailBodySchema,
    responses: { 200: bulkMailResultSchema },
  }),
  monthInvoiceMailsPreview: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/invoice-mails/preview',
    tag,
    summary: "What sending the month's invoices would do now: how many go, how many are left out and why",
    query: monthMailQuerySchema,
    responses: { 200: bulkMailPreviewSchema },
  }),
  statementMailDraft: endpoint({
    method: 'GET',
    path: '/v1/accountings/workFolders/:workFolderId/party-statement/mail-draft',
    tag,
    summary: "What sending a party's statement opens with",
    query: statementMailQuerySchema,
    responses: { 200: mailDraftSchema },
  }),
  mailStatement: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/:workFolderId/party-statement/mails',
    tag,
    summary: "Queues a party's statement of account by mail, its PDF attached",
    query: statementMailQuerySchema,
    body: sendMailBodySchema,
    responses: { 201: mailSummarySchema },
  }),
  reminderMailDraft: endpoint({
    method: 'GET',
    path: `${reminderPath}/mail-draft`,
    tag,
    summary: "What sending a customer's reminder letter opens with",
    params: reminderParams,
    query: reminderMailQuerySchema,
    responses: { 200: mailDraftSchema },
  }),
  mailReminder: endpoint({
    method: 'POST',
    path: `${reminderPath}/mails`,
    tag,
    summary: "Queues a customer's reminder letter by mail, the letter attached",
    params: reminderParams,
    query: reminderMailQuerySchema,
    body: sendMailBodySchema,
    responses: { 201: mailSummarySchema },
  }),
  partyMails: endpoint({
    method: 'GET',
    path: '/v1/accountings/parties/:partyId/mails',
    tag,
    summary: 'The statements and reminder letters mailed to a customer or supplier, newest first',
    responses: { 200: z.array(mailSummarySchema) },
  }),
};
