import { addDays, formatExchangeRate } from '@bilan/accounting';
import type { DocumentBody, InvoiceDocumentBody, InvoiceType, PartyRole, VatTreatment } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { rateOn } from '../currencies/exchange-rates.service.ts';
import { getJournalByCode } from '../ledger/journals.service.ts';
import { journalEntries, journals } from '../ledger/ledger.table.ts';
import { findParty } from '../parties/parties.queries.ts';
import { taxOptionsOf, withholdingsFor } from '../settings/tax-options.ts';
import { accountingDocuments } from './documents.table.ts';

export interface DocumentHeader {
  journalId: string;
  partyId: string | null;
  dueOn: string | null;
  creditedDocumentId: string | null;
  vatTreatment: VatTreatment;
  precompteRateBasisPoints: number;
  vatWithheldBasisPoints: number;
  /** A foreign currency and the rate of the document's date (formatExchangeRate's text); both null in the company's. */
  currency: string | null;
  exchangeRate: string | null;
}

const NO_TREATMENT = {
  vatTreatment: 'DOMESTIC',
  precompteRateBasisPoints: 0,
  vatWithheldBasisPoints: 0,
  currency: null,
  exchangeRate: null,
} as const;

export const isSale = (type: InvoiceType) => type === 'SALE_INVOICE' || type === 'SALE_CREDIT_NOTE';
export const isCreditNote = (type: InvoiceType) => type === 'SALE_CREDIT_NOTE' || type === 'PURCHASE_CREDIT_NOTE';
export const partyRoleOf = (type: InvoiceType): PartyRole => (isSale(type) ? 'CUSTOMER' : 'SUPPLIER');
const creditedTypeOf = (type: InvoiceType): InvoiceType => (isSale(type) ? 'SALE_INVOICE' : 'PURCHASE_INVOICE');

/** Journal, party, due date and credited invoice of a document, each checked against the company. */
export async function resolveHeader(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: DocumentBody,
): Promise<DocumentHeader> {
  if (body.type === 'JOURNAL_ENTRY') {
    const journal = await getJournalByCode(tx, company.companyId, body.journalCode || 'OD');
    await assertOpeningJournalTakesHandEntries(tx, { companyId: company.companyId, id: workFolderId }, journal.id);
    return { journalId: journal.id, partyId: null, dueOn: null, creditedDocumentId: null, ...NO_TREATMENT };
  }
  const party = await findParty(tx, company.companyId, partyRoleOf(body.type), body.partyId);
  if (!party) throw new AppError('PARTY_UNKNOWN', { fields: [{ path: 'partyId', code: 'PARTY_UNKNOWN' }] });
  const journal = await getJournalByCode(tx, company.companyId, isSale(body.type) ? 'VE' : 'AC');
  const money = await currencyOf(tx, company, body, party.currency);
  return {
    journalId: journal.id,
    partyId: party.id,
    dueOn: body.dueDate ?? addDays(body.date, party.paymentTermsDays),
    creditedDocumentId: await checkCreditedDocument(tx, company, body, money.currency),
    vatTreatment: checkVatTreatment(company, body),
    ...withholdingsFor(await taxOptionsOf(tx, company), isSale(body.type), party),
    ...money,
  };
}

/**
 * The currency of an invoice's prices: the one it names, else its party's, else the company's; a
 * foreign one with the rate of the document's date, fixed with the draft (docs/decisions/0036-currencies.md).
 */
async function currencyOf(
  tx: Transaction,
  company: CompanyContext,
  body: InvoiceDocumentBody,
  partyCurrency: string | null,
): Promise<{ currency: string | null; exchangeRate: string | null }> {
  const currency = body.currency ?? partyCurrency;
  if (!currency || currency === company.currency) return { currency: null, exchangeRate: null };
  const applied = await rateOn(tx, company, currency, body.date);
  return { currency, exchangeRate: formatExchangeRate(applied.rate) };
}

/** A reverse charge is a French purchase's (intra-EU acquisition, CGI art. 283-2 service, import). */
function checkVatTreatment(company: CompanyContext, body: InvoiceDocumentBody): VatTreatment {
  const treatment = body.vatTreatment ?? 'DOMESTIC';
  if (treatment !== 'DOMESTIC' && (isSale(body.type) || company.framework !== 'PCG')) {
    throw new AppError('VAT_TREATMENT_NOT_ALLOWED', {
      fields: [{ path: 'vatTreatment', code: 'VAT_TREATMENT_NOT_ALLOWED' }],
    });
  }
  return treatment;
}

/** A credit note may name the validated invoice of the same party, in the same currency, that it credits. */
async function checkCreditedDocument(
  tx: Transaction,
  company: CompanyContext,
  body: InvoiceDocumentBody,
  currency: string | null,
) {
  if (!body.creditedDocumentId) return null;
  const invalid = () =>
    new AppError('CREDITED_DOCUMENT_INVALID', {
      fields: [{ path: 'creditedDocumentId', code: 'CREDITED_DOCUMENT_INVALID' }],
    });
  if (!isCreditNote(body.type)) throw invalid();
  const [credited] = await tx
    .select({
      type: accountingDocuments.type,
      state: accountingDocuments.state,
      partyId: accountingDocuments.partyId,
      currency: accountingDocuments.currency,
    })
    .from(accountingDocuments)
    .where(
      and(eq(accountingDocuments.id, body.creditedDocumentId), eq(accountingDocuments.companyId, company.companyId)),
    );
  if (
    !credited ||
    credited.type !== creditedTypeOf(body.type) ||
    credited.state !== 'VALIDATED' ||
    credited.partyId !== body.partyId ||
    credited.currency !== currency
  ) {
    throw invalid();
  }
  return body.creditedDocumentId;
}

/**
 * The opening journal (AN) holds the opening entry that closing the previous year posts; once a
 * folder has it, a hand entry there would change the balances carried forward.
 */
export async function assertOpeningJournalTakesHandEntries(
  tx: Transaction,
  folder: { companyId: string; id: string },
  journalId: string,
) {
  const [opening] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .innerJoin(journals, sameCompany(journals, journals.id, journalEntries, journalEntries.journalId))
    .where(
      and(
        eq(journalEntries.companyId, folder.companyId),
        eq(journalEntries.workFolderId, folder.id),
        eq(journalEntries.journalId, journalId),
        eq(journals.type, 'OPENING'),
        eq(journalEntries.sourceType, 'OPENING'),
      ),
    )
    .limit(1);
  if (opening)
    throw new AppError('OPENING_ENTRY_ALREADY_POSTED', {
      fields: [{ path: 'journalCode', code: 'OPENING_ENTRY_ALREADY_POSTED' }],
    });
}
