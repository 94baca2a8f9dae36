import type {
  AccountingDocument,
  BulkMailResult,
  Language,
  MailDraft,
  MailSummary,
  SendMailBody,
} from '@bilan/contract';
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { findUserById } from '../auth/users.queries.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { partyRoleOf } from '../documents/document-header.ts';
import { documentPdf, getDocument } from '../documents/documents.service.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { outboxMails } from '../mail/mail.table.ts';
import type { Mailer } from '../mail/mailer.ts';
import { listMailsAbout, type MailAttachment, mailSummary } from '../mail/outbox.ts';
import { getParty } from '../parties/parties.service.ts';
import { phonePrefixes } from '../parties/phone-prefixes.ts';
import { documentMailText, formatMoney } from './document-mail-texts.ts';

/** Invoices one bulk send queues at most; more wait for the next click. */
export const BULK_MAIL_MAX = 200;

export interface MailScope {
  tx: Transaction;
  company: CompanyContext;
  mailer: Mailer;
}

/** Who a company's mail is from: its name shown as the sender's, replies to the user who sent it. */
export async function senderOf(tx: Transaction, company: CompanyContext) {
  const identity = await findCompany(tx, company.companyId);
  const user = await findUserById(tx, company.userId);
  if (!identity || !user) throw notFound();
  return { companyName: identity.name.replace(/[\r\n]+/g, ' '), replyTo: user.email };
}

export const languageOr = async (tx: Transaction, company: CompanyContext, language: Language | undefined) =>
  language ?? (await companyLanguage(tx, company.companyId));

/** Only a validated sale invoice or credit note goes to a customer by mail. */
function mailKindOf(document: AccountingDocument): 'INVOICE' | 'CREDIT_NOTE' {
  const sale = document.type === 'SALE_INVOICE' || document.type === 'SALE_CREDIT_NOTE';
  if (!sale || document.state !== 'VALIDATED' || !document.partyId || !document.number) {
    throw new AppError('DOCUMENT_MUST_BE_VALIDATED_TO_MAIL');
  }
  return document.type === 'SALE_INVOICE' ? 'INVOICE' : 'CREDIT_NOTE';
}

async function documentDraft(
  scope: Omit<MailScope, 'mailer'>,
  document: AccountingDocument,
  language: Language,
): Promise<MailDraft> {
  const { tx, company } = scope;
  const kind = mailKindOf(document);
  const party = await getParty(
    tx,
    { company, role: partyRoleOf(document.type as 'SALE_INVOICE'), phonePrefixes: phonePrefixes() },
    document.partyId ?? '',
  );
  const { companyName } = await senderOf(tx, company);
  const text = documentMailText(language, {
    kind,
    number: document.number ?? '',
    companyName,
    partyName: party.name,
    date: document.date,
    dueDate: document.dueDate,
    total: formatMoney(document.totals.includingTax ?? '0', company.currency, language),
  });
  return {
    to: party.email ? [party.email] : [],
    cc: [],
    ...text,
    language,
    attachmentName: `${document.number}.pdf`,
  };
}

export async function documentMailDraft(
  tx: Transaction,
  company: CompanyContext,
  ids: { documentId: string; workFolderId: string },
  language: Language | undefined,
): Promise<MailDraft> {
  const document = await getDocument(tx, company, ids.documentId, ids.workFolderId);
  return documentDraft({ tx, company }, document, await languageOr(tx, company, language));
}

/** Queues a validated invoice or credit note, its PDF attached, to the recipients the user confirmed. */
export async function mailDocument(
  scope: MailScope,
  ids: { documentId: string; workFolderId: string },
  body: SendMailBody,
): Promise<MailSummary> {
  const { tx, company } = scope;
  const document = await getDocument(tx, company, ids.documentId, ids.workFolderId);
  const kind = mailKindOf(document);
  const language = await languageOr(tx, company, body.language);
  const pdf = await documentPdf(tx, company, document.id, ids.workFolderId, language);
  return queueCompanyMail(scope, { kind, sourceId: document.id, attachment: pdfAttachment(pdf) }, body);
}

export const pdfAttachment = (pdf: { content: Buffer; fileName: string }): MailAttachment => ({
  fileName: pdf.fileName,
  contentType: 'application/pdf',
  content: pdf.content,
});

/** Queues a company's mail from the user's confirmed draft, and answers its summary. */
export async function queueCompanyMail(
  scope: MailScope,
  about: { kind: (typeof outboxMails.$inferInsert)['kind']; sourceId: string; attachment: MailAttachment },
  body: SendMailBody,
): Promise<MailSummary> {
  const { tx, company, mailer } = scope;
  const sender = await senderOf(tx, company);
  const id = await mailer.queue(tx, {
    companyId: company.companyId,
    kind: about.kind,
    sourceId: about.sourceId,
    requestedBy: company.userId,
    fromName: sender.companyName,
    replyTo: sender.replyTo,
    to: body.to,
    cc: body.cc ?? [],
    subject: body.subject,
    text: body.text,
    attachments: [about.attachment],
  });
  const [row] = await tx.select().from(outboxMails).where(eq(outboxMails.id, id));
  if (!row) throw notFound();
  return mailSummary(row);
}

export async function documentMails(
  tx: Transaction,
  company: CompanyContext,
  ids: { documentId: string; workFolderId: string },
): Promise<MailSummary[]> {
  const document = await getDocument(tx, company, ids.documentId, ids.workFolderId);
  return listMailsAbout(tx, company.companyId, document.id);
}

/**
 * The month's validated sale invoices, each to its customer's address with the prefilled text: one
 * already queued or sent (not failed) is left out, and so is one whose customer has no address. All
 * or nothing: past the company's hourly limit, none is queued.
 */
export async function mailMonthInvoices(
  scope: MailScope,
  workFolderId: string,
  body: { month: string; language?: Language },
): Promise<BulkMailResult> {
  const { tx, company } = scope;
  const language = await languageOr(tx, company, body.language);
  const invoices = await monthInvoiceIds(tx, company, workFolderId, body.month);
  const sent = await alreadyMailed(tx, company.companyId, invoices);
  const result: BulkMailResult = { queued: [], skipped: [] };
  for (const documentId of invoices) {
    const document = await getDocument(tx, company, documentId, workFolderId);
    const skip = (reason: 'ALREADY_SENT' | 'PARTY_EMAIL_MISSING') =>
      result.skipped.push({ documentId, number: document.number, reason });
    if (sent.has(documentId)) {
      skip('ALREADY_SENT');
      continue;
    }
    const draft = await documentDraft({ tx, company }, document, language);
    if (draft.to.length === 0) {
      skip('PARTY_EMAIL_MISSING');
      continue;
    }
    const pdf = await documentPdf(tx, company, documentId, workFolderId, language);
    const mail = await queueCompanyMail(
      scope,
      { kind: 'INVOICE', sourceId: documentId, attachment: pdfAttachment(pdf) },
      { to: draft.to, cc: [], subject: draft.subject, text: draft.text },
    );
    result.queued.push({ documentId, number: document.number, mailId: mail.id });
  }
  return result;
}

async function monthInvoiceIds(tx: Transaction, company: CompanyContext, workFolderId: string, month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const rows = await tx
    .select({ id: accountingDocuments.id })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.workFolderId, workFolderId),
        eq(accountingDocuments.type, 'SALE_INVOICE'),
        eq(accountingDocuments.state, 'VALIDATED'),
        gte(accountingDocuments.documentOn, `${month}-01`),
        lte(accountingDocuments.documentOn, `${month}-${String(lastDay).padStart(2, '0')}`),
      ),
    )
    .orderBy(asc(accountingDocuments.documentOn), asc(accountingDocuments.id))
    .limit(BULK_MAIL_MAX);
  return rows.map((row) => row.id);
}

async function alreadyMailed(tx: Transaction, companyId: string, documentIds: string[]): Promise<Set<string>> {
  if (documentIds.length === 0) return new Set();
  const rows = await tx
    .select({ sourceId: outboxMails.sourceId })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.companyId, companyId),
        inArray(outboxMails.sourceId, documentIds),
        ne(outboxMails.state, 'FAILED'),
      ),
    );
  return new Set(rows.map((row) => row.sourceId ?? ''));
}
