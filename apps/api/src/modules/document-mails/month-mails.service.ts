import type { BulkMailPreview, BulkMailResult, Language } from '@bilan/contract';
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { documentPdf, getDocument } from '../documents/documents.service.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { outboxMails } from '../mail/mail.table.ts';
import { parties } from '../parties/parties.table.ts';
import {
  documentDraft,
  languageOr,
  type MailScope,
  pdfAttachment,
  queueCompanyMail,
} from './document-mails.service.ts';

/** Invoices one bulk send queues at most; more wait for the next click. */
export const BULK_MAIL_MAX = 200;

type SkipReason = BulkMailResult['skipped'][number]['reason'];

interface MonthInvoice {
  documentId: string;
  partyId: string | null;
  partyLanguage: Language | null;
  /** Why the bulk send leaves it out, or null: it goes. */
  skip: SkipReason | null;
}

/**
 * The month's validated sale invoices (at most BULK_MAIL_MAX), each with what the bulk send does
 * with it: one already queued or sent (not failed) is left out, and so is one whose customer has no
 * address. The preview and the send both read it, so the count confirmed is the count sent.
 */
async function monthInvoices(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  month: string,
): Promise<MonthInvoice[]> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const rows = await tx
    .select({
      documentId: accountingDocuments.id,
      partyId: accountingDocuments.partyId,
      email: parties.email,
      partyLanguage: parties.language,
    })
    .from(accountingDocuments)
    .leftJoin(
      parties,
      and(eq(parties.id, accountingDocuments.partyId), eq(parties.companyId, accountingDocuments.companyId)),
    )
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
  const sent = await alreadyMailed(
    tx,
    company.companyId,
    rows.map((row) => row.documentId),
  );
  return rows.map(({ email, ...row }) => ({
    ...row,
    skip: sent.has(row.documentId) ? 'ALREADY_SENT' : email ? null : 'PARTY_EMAIL_MISSING',
  }));
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

/** What "Send the month's invoices" would do now: how many go, how many are left out and why. */
export async function previewMonthInvoiceMails(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  month: string,
): Promise<BulkMailPreview> {
  const invoices = await monthInvoices(tx, company, workFolderId, month);
  const counted = (skip: SkipReason | null) => invoices.filter((invoice) => invoice.skip === skip).length;
  return {
    toSend: counted(null),
    missingAddress: counted('PARTY_EMAIL_MISSING'),
    alreadySent: counted('ALREADY_SENT'),
  };
}

/**
 * Sends the month's invoices (monthInvoices says which), each to its customer's address with the
 * prefilled text in the customer's language (else the one asked, else the company's). All or
 * nothing: past the company's hourly limit, none is queued.
 */
export async function mailMonthInvoices(
  scope: MailScope,
  workFolderId: string,
  body: { month: string; language?: Language },
): Promise<BulkMailResult> {
  const { tx, company } = scope;
  const fallback = await languageOr(tx, company, body.language);
  const result: BulkMailResult = { queued: [], skipped: [] };
  for (const invoice of await monthInvoices(tx, company, workFolderId, body.month)) {
    const { documentId } = invoice;
    const document = await getDocument(tx, company, documentId, workFolderId);
    if (invoice.skip) {
      result.skipped.push({ documentId, number: document.number, reason: invoice.skip });
      continue;
    }
    const language = invoice.partyLanguage ?? fallback;
    const draft = await documentDraft({ tx, company }, document, language);
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
