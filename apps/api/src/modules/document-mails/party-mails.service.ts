import type { Language, MailDraft, MailSummary, SendMailBody } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { renderPdf } from '../../lib/export/pdf-export.ts';
import { partyStatementTable } from '../../lib/export/report-tables.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { listMailsAbout } from '../mail/outbox.ts';
import { getParty } from '../parties/parties.service.ts';
import { parties } from '../parties/parties.table.ts';
import { phonePrefixes } from '../parties/phone-prefixes.ts';
import { reminderLetter } from '../reports/reminder-letter.ts';
import { wholePartyStatement } from '../reports/whole-ledger.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { formatMoney, reminderMailText, statementMailText } from './document-mail-texts.ts';
import { languageOr, type MailScope, pdfAttachment, queueCompanyMail, senderOf } from './document-mails.service.ts';

export interface StatementQuery {
  partyId: string;
  from?: string;
  to?: string;
  language?: Language;
}

/** A party's statement over the period (the folder's whole by default), rendered as its PDF export. */
async function statementFile(tx: Transaction, company: CompanyContext, workFolderId: string, query: StatementQuery) {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const language = await languageOr(tx, company, query.language, query.partyId);
  const period = { partyId: query.partyId, from: query.from ?? folder.startOn, to: query.to ?? folder.endOn };
  const report = await wholePartyStatement(tx, company, workFolderId, period, language);
  const { companyName } = await senderOf(tx, company);
  const content = await renderPdf(partyStatementTable(report, { companyName, language }));
  return { report, period, language, companyName, pdf: { content, fileName: `statement-${report.party.code}.pdf` } };
}

async function partyEmail(tx: Transaction, company: CompanyContext, partyId: string, role: 'CUSTOMER' | 'SUPPLIER') {
  const party = await getParty(tx, { company, role, phonePrefixes: phonePrefixes() }, partyId);
  return party.email ? [party.email] : [];
}

export async function statementMailDraft(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: StatementQuery,
): Promise<MailDraft> {
  const { report, period, language, companyName, pdf } = await statementFile(tx, company, workFolderId, query);
  const balance = formatMoney(report.closingBalance, company.currency, language);
  const text = statementMailText(language, { companyName, from: period.from, to: period.to, balance });
  const to = await partyEmail(tx, company, report.party.id, report.party.role);
  return { to, cc: [], ...text, language, attachmentName: pdf.fileName };
}

export async function mailStatement(
  scope: MailScope,
  workFolderId: string,
  query: StatementQuery,
  body: SendMailBody,
): Promise<MailSummary> {
  const file = await statementFile(scope.tx, scope.company, workFolderId, {
    ...query,
    language: body.language ?? query.language,
  });
  return queueCompanyMail(
    scope,
    { kind: 'PARTY_STATEMENT', sourceId: file.report.party.id, attachment: pdfAttachment(file.pdf) },
    body,
  );
}

export interface ReminderQuery {
  asOf?: string;
  language?: Language;
}

type ReminderParams = { workFolderId: string; customerId: string };

export async function reminderMailDraft(
  tx: Transaction,
  company: CompanyContext,
  params: ReminderParams,
  query: ReminderQuery,
): Promise<MailDraft> {
  const language = await languageOr(tx, company, query.language, params.customerId);
  // Rendering the letter refuses a customer with nothing overdue (422 NOTHING_OVERDUE) before any draft.
  const letter = await reminderLetter(tx, company, params, { asOf: query.asOf, lang: language });
  const { companyName } = await senderOf(tx, company);
  const to = await partyEmail(tx, company, params.customerId, 'CUSTOMER');
  return { to, cc: [], ...reminderMailText(language, { companyName }), language, attachmentName: letter.fileName };
}

export async function mailReminder(
  scope: MailScope,
  params: ReminderParams,
  query: ReminderQuery,
  body: SendMailBody,
): Promise<MailSummary> {
  const language = await languageOr(scope.tx, scope.company, body.language ?? query.language, params.customerId);
  const letter = await reminderLetter(scope.tx, scope.company, params, { asOf: query.asOf, lang: language });
  return queueCompanyMail(
    scope,
    { kind: 'REMINDER_LETTER', sourceId: params.customerId, attachment: pdfAttachment(letter) },
    body,
  );
}

/** The statements and letters mailed to a party (404 for another company's). */
export async function partyMails(tx: Transaction, company: CompanyContext, partyId: string): Promise<MailSummary[]> {
  const [party] = await tx
    .select({ id: parties.id })
    .from(parties)
    .where(and(eq(parties.id, partyId), eq(parties.companyId, company.companyId)));
  if (!party) throw notFound();
  return listMailsAbout(tx, company.companyId, partyId);
}
