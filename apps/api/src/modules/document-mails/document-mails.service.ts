import type { AccountingDocument, Language, MailDraft, MailSummary, SendMailBody } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { findUserById } from '../auth/users.queries.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { partyRoleOf } from '../documents/document-header.ts';
import { documentPdf, getDocument } from '../documents/documents.service.ts';
import { outboxMails } from '../mail/mail.table.ts';
import type { Mailer } from '../mail/mailer.ts';
import { listMailsAbout, type MailAttachment, mailSummary } from '../mail/outbox.ts';
import { getParty } from '../parties/parties.service.ts';
import { parties } from '../parties/parties.table.ts';
import { phonePrefixes } from '../parties/phone-prefixes.ts';
import { documentMailText, formatMoney } from './document-mail-texts.ts';

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

/** The language of a mail: the one asked, else the party's own, else the company's. */
export async function languageOr(
  tx: Transaction,
  company: CompanyContext,
  language: Language | undefined,
  partyId?: string | null,
): Promise<Language> {
  if (language) return language;
  if (partyId) {
    const [party] = await tx
      .select({ language: parties.language })
      .from(parties)
      .where(and(eq(parties.id, partyId), eq(parties.companyId, company.companyId)));
    if (party?.language) return party.language;
  }
  return companyLanguage(tx, company.companyId);
}

/** Only a validated sale invoice or credit note goes to a customer by mail. */
function mailKindOf(document: AccountingDocument): 'INVOICE' | 'CREDIT_NOTE' {
  const sale = document.type === 'SALE_INVOICE' || document.type === 'SALE_CREDIT_NOTE';
  if (!sale || document.state !== 'VALIDATED' || !document.partyId || !document.number) {
    throw new AppError('DOCUMENT_MUST_BE_VALIDATED_TO_MAIL');
  }
  return document.type === 'SALE_INVOICE' ? 'INVOICE' : 'CREDIT_NOTE';
}

export async function documentDraft(
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
  return documentDraft({ tx, company }, document, await languageOr(tx, company, language, document.partyId));
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
  const language = await languageOr(tx, company, body.language, document.partyId);
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
