import {
  computeInvoiceLine,
  computeInvoiceTotals,
  computeSettlement,
  convert,
  currencyScale,
  formatAmount,
  formatRate,
  type InvoiceDues,
  type InvoiceLineInput,
  invoiceDuesOf,
  readExchangeRate,
  supplyKindOf,
  toAmount,
} from '@bilan/accounting';
import type { AccountingDocument, InvoiceType } from '@bilan/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { childNumbersSql } from '../../db/account-children.ts';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { idIn } from '../../db/named-statement.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { journalEntries, journals } from '../ledger/ledger.table.ts';
import { isCreditNote } from './document-header.ts';
import { rateText } from './document-lines.ts';
import { validatedPaymentTotals } from './document-settlement.ts';
import { accountingDocuments, documentLines } from './documents.table.ts';

type DocumentRow = typeof accountingDocuments.$inferSelect;
type LineRow = typeof documentLines.$inferSelect;
/** A stored line with what it names: its account (number, still active?) and its sub-account (number, parent). */
export type LineView = {
  line: LineRow;
  accountNumber: string | null;
  accountActive: boolean | null;
  /** One child account's number when the line's account has any (it is then a group, not postable). */
  accountChildNumbers: string[];
  subAccountNumber: string | null;
  subAccountOf: string | null;
};

/** Documents with their lines, totals and settlement, in the order of `ids`, in a few queries. */
export async function loadDocuments(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  ids: string[],
): Promise<AccountingDocument[]> {
  return (await readDocuments(tx, company, workFolderId, ids)).map((loaded) => loaded.view);
}

/** The amount still due on each document of a work folder, by id (a party's open documents). */
export async function amountsDueOf(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  ids: string[],
): Promise<Map<string, string | null>> {
  const views = await loadDocuments(tx, company, workFolderId, ids);
  return new Map(views.map((view) => [view.id, view.amountDue]));
}

/** A document as the API shows it, with the stored row and lines it was built from. */
export interface LoadedDocument {
  view: AccountingDocument;
  row: DocumentRow;
  lines: LineView[];
}

/**
 * Reads documents for showing and for posting alike, so a validation reads each row once. With
 * `lock`, the document rows are locked FOR UPDATE by the same statement that reads them.
 */
export async function readDocuments(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  ids: string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<LoadedDocument[]> {
  if (ids.length === 0) return [];
  const query = tx
    .select({ document: accountingDocuments, journalCode: journals.code, number: journalEntries.number })
    .from(accountingDocuments)
    .innerJoin(journals, sameCompany(journals, journals.id, accountingDocuments, accountingDocuments.journalId))
    .leftJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, accountingDocuments, accountingDocuments.journalEntryId),
    )
    .where(
      and(
        idIn(accountingDocuments.id, ids),
        eq(accountingDocuments.workFolderId, workFolderId),
        eq(accountingDocuments.companyId, company.companyId),
      ),
    );
  const rows = await (lock
    ? query.for('update', { of: accountingDocuments }).prepare('bilan_documents_locked')
    : query.prepare('bilan_documents')
  ).execute();
  const lines = await readLines(tx, company.companyId, ids);
  const byId = new Map(rows.map((row) => [row.document.id, row]));
  const settled = await readSettledAmounts(
    tx,
    company,
    rows.map((row) => row.document),
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = lines.filter(({ line }) => line.documentId === id);
    const view = toDocument(row.document, row.journalCode, row.number, own, settled.get(id) ?? 0n, company);
    return [{ view, row: row.document, lines: own }];
  });
}

async function readLines(tx: Transaction, companyId: string, documentIds: string[]): Promise<LineView[]> {
  return tx
    .select({
      line: documentLines,
      accountNumber: companyAccounts.number,
      accountActive: companyAccounts.active,
      accountChildNumbers: childNumbersSql(),
      subAccountNumber: subAccounts.number,
      subAccountOf: subAccounts.accountId,
    })
    .from(documentLines)
    .leftJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, documentLines, documentLines.accountId))
    .leftJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, documentLines, documentLines.subAccountId))
    .where(and(eq(documentLines.companyId, companyId), idIn(documentLines.documentId, documentIds)))
    .orderBy(asc(documentLines.lineNumber))
    .prepare('bilan_document_lines')
    .execute();
}

/** The stored lines of the company's documents among `documentIds`, in no particular order. */
export async function documentLinesOf(
  tx: Transaction,
  companyId: string,
  documentIds: readonly string[],
): Promise<LineRow[]> {
  if (documentIds.length === 0) return [];
  return tx
    .select()
    .from(documentLines)
    .where(and(eq(documentLines.companyId, companyId), inArray(documentLines.documentId, [...new Set(documentIds)])));
}

export function invoiceInputOf(line: LineRow): InvoiceLineInput {
  return {
    description: line.label ?? '',
    quantity: line.quantity ?? '0',
    unitPrice: toAmount(line.unitPrice ?? 0n),
    vatRateBasisPoints: line.vatRateBasisPoints ?? 0,
    discountRateBasisPoints: line.discountRateBasisPoints ?? 0,
  };
}

/** The amount including tax of an invoice or credit note from its stored lines. */
export function invoiceTotal(lines: readonly LineRow[]): bigint {
  return lines.length === 0 ? 0n : computeInvoiceTotals(lines.map(invoiceInputOf)).totals.includingTax;
}

type DuesOfRow = Pick<DocumentRow, 'vatTreatment' | 'precompteRateBasisPoints' | 'vatWithheldBasisPoints'>;

/** The withholdings fixed on a document (Cameroon), as the posting rules take them. */
export const withholdingsOf = (row: DuesOfRow) => ({
  precompteRateBasisPoints: row.precompteRateBasisPoints,
  vatWithheldBasisPoints: row.vatWithheldBasisPoints,
});

/**
 * What the party of an invoice or credit note pays or is paid, and what is withheld or reverse-charged
 * beside it; the party's line of the posted entry is `payable`, which settlement counts against.
 */
export function invoiceDuesOfDocument(row: DuesOfRow, lines: readonly LineRow[]): InvoiceDues {
  if (lines.length === 0) {
    return { selfAssessedVat: toAmount(0n), vatWithheld: toAmount(0n), precompte: toAmount(0n), payable: toAmount(0n) };
  }
  const totals = computeInvoiceTotals(lines.map(invoiceInputOf)).totals;
  return invoiceDuesOf(totals, row.vatTreatment, withholdingsOf(row));
}

/**
 * What settles each validated document. An invoice: its validated payments and the validated credit
 * notes naming it, up to its total. A credit note naming an invoice: the part of it the invoice still
 * had due (credit notes in the order they were created), plus its refunds; what exceeds that part is
 * owed to the party and stays due on the credit note. A credit note naming none: its refunds.
 */
async function readSettledAmounts(tx: Transaction, company: CompanyContext, documents: DocumentRow[]) {
  const validated = documents.filter((document) => document.state === 'VALIDATED' && document.type !== 'JOURNAL_ENTRY');
  const settled = await validatedPaymentTotals(
    tx,
    company.companyId,
    validated.map((document) => document.id),
  );
  const invoiceIds = validated
    .filter((document) => !isCreditNote(document.type as InvoiceType))
    .map((document) => document.id);
  const creditedIds = validated.flatMap((document) =>
    isCreditNote(document.type as InvoiceType) && document.creditedDocumentId ? [document.creditedDocumentId] : [],
  );
  const credits = await readCredits(tx, company, [...new Set([...invoiceIds, ...creditedIds])]);
  for (const id of invoiceIds) {
    const credited = (credits.get(id) ?? []).reduce((total, credit) => total + credit.total, 0n);
    settled.set(id, (settled.get(id) ?? 0n) + credited);
  }
  for (const document of validated) {
    if (!isCreditNote(document.type as InvoiceType) || !document.creditedDocumentId) continue;
    const applied = credits.get(document.creditedDocumentId)?.find((credit) => credit.id === document.id)?.applied;
    settled.set(document.id, (settled.get(document.id) ?? 0n) + (applied ?? 0n));
  }
  return settled;
}

type Credit = { id: string; total: bigint; applied: bigint };

/** The validated credit notes naming each invoice, oldest first, with the part of each the invoice had due. */
async function readCredits(tx: Transaction, company: CompanyContext, invoiceIds: string[]) {
  const byInvoice = new Map<string, Credit[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const notes = await tx
    .select({ id: accountingDocuments.id, creditedDocumentId: accountingDocuments.creditedDocumentId })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        inArray(accountingDocuments.creditedDocumentId, invoiceIds),
        eq(accountingDocuments.state, 'VALIDATED'),
      ),
    )
    .orderBy(asc(accountingDocuments.id));
  if (notes.length === 0) return byInvoice;
  const credited = [...new Set(notes.map((note) => note.creditedDocumentId ?? ''))];
  const ids = [...credited, ...notes.map((note) => note.id)];
  const lines = await documentLinesOf(tx, company.companyId, ids);
  const rows = await tx
    .select({
      id: accountingDocuments.id,
      vatTreatment: accountingDocuments.vatTreatment,
      precompteRateBasisPoints: accountingDocuments.precompteRateBasisPoints,
      vatWithheldBasisPoints: accountingDocuments.vatWithheldBasisPoints,
    })
    .from(accountingDocuments)
    .where(and(eq(accountingDocuments.companyId, company.companyId), inArray(accountingDocuments.id, ids)));
  const totalOf = (id: string) => {
    const row = rows.find((candidate) => candidate.id === id);
    const own = lines.filter((line) => line.documentId === id);
    return row ? invoiceDuesOfDocument(row, own).payable : invoiceTotal(own);
  };
  const paid = await validatedPaymentTotals(tx, company.companyId, credited);
  for (const invoiceId of credited) {
    let room = totalOf(invoiceId) - (paid.get(invoiceId) ?? 0n);
    const own = notes.filter((note) => note.creditedDocumentId === invoiceId);
    byInvoice.set(
      invoiceId,
      own.map((note) => {
        const total = totalOf(note.id);
        const applied = room <= 0n ? 0n : room < total ? room : total;
        room -= applied;
        return { id: note.id, total, applied };
      }),
    );
  }
  return byInvoice;
}

function toDocument(
  document: DocumentRow,
  journalCode: string,
  number: string | null,
  lines: LineView[],
  settledAmount: bigint,
  company: Pick<CompanyContext, 'currency'>,
): AccountingDocument {
  // A document's amounts are in its own currency's minor units (docs/decisions/0036-currencies.md).
  const format = (amount: bigint | null) =>
    amount === null ? null : formatAmount(toAmount(amount), currencyScale(document.currency ?? company.currency));
  const invoice = document.type !== 'JOURNAL_ENTRY';
  const computed = invoice ? lines.map(({ line }) => computeInvoiceLine(invoiceInputOf(line))) : [];
  const invoiceTotals =
    invoice && lines.length > 0 ? computeInvoiceTotals(lines.map(({ line }) => invoiceInputOf(line))) : null;
  const dues = invoice
    ? invoiceDuesOfDocument(
        document,
        lines.map(({ line }) => line),
      )
    : null;
  const payable = dues?.payable ?? 0n;
  const settlement = invoice && document.state === 'VALIDATED' ? settlementOf(payable, settledAmount) : null;
  return {
    id: document.id,
    workFolderId: document.workFolderId,
    type: document.type,
    state: document.state,
    date: document.documentOn,
    dueDate: document.dueOn,
    partyId: document.partyId,
    reference: document.reference,
    label: document.label,
    journalCode,
    creditedDocumentId: document.creditedDocumentId,
    number,
    lines: lineViews(lines, computed, invoice, format),
    totals: documentTotals(
      lines,
      invoice ? (invoiceTotals?.totals ?? { excludingTax: 0n, vat: 0n, includingTax: 0n }) : null,
      format,
    ),
    vatBreakdown: (invoiceTotals?.vatBreakdown ?? []).map((row) => ({
      vatRate: formatRate(row.vatRateBasisPoints),
      excludingTax: format(row.excludingTax) ?? '0',
      vat: format(row.vat) ?? '0',
      includingTax: format(row.includingTax) ?? '0',
    })),
    vatTreatment: invoice ? document.vatTreatment : null,
    dues: dues && duesView(document, dues, format),
    ...foreignView(document, invoiceTotals, company.currency),
    amountPaid: settlement ? format(settlement.amountPaid) : null,
    amountDue: settlement ? format(settlement.amountDue) : null,
    settlement: settlement?.settlement ?? null,
    journalEntryId: document.journalEntryId,
    reversalEntryId: document.reversalEntryId,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}

type Format = (amount: bigint | null) => string | null;

/**
 * The currency and rate of a document and, for a foreign-currency invoice, its totals in the company's
 * currency as its entry posts them: the amount including tax and the VAT of each rate each converted
 * once, the amount without tax what remains (foreign-entry.ts puts the rounding there too).
 */
function foreignView(
  document: DocumentRow,
  invoiceTotals: ReturnType<typeof computeInvoiceTotals> | null,
  companyCurrency: string,
): Pick<AccountingDocument, 'currency' | 'exchangeRate' | 'companyCurrencyTotals'> {
  const currency = document.currency ?? companyCurrency;
  if (!document.currency || !document.exchangeRate || !invoiceTotals) {
    return { currency, exchangeRate: document.exchangeRate, companyCurrencyTotals: null };
  }
  const rate = readExchangeRate(document.exchangeRate);
  const inCompany = (amount: bigint) => convert(amount, currency, rate, companyCurrency);
  const includingTax = inCompany(invoiceTotals.totals.includingTax);
  const vat = invoiceTotals.vatBreakdown.reduce((total, row) => total + inCompany(row.vat), 0n);
  const format = (amount: bigint) => formatAmount(toAmount(amount), currencyScale(companyCurrency));
  return {
    currency,
    exchangeRate: document.exchangeRate,
    companyCurrencyTotals: {
      excludingTax: format(includingTax - vat),
      vat: format(vat),
      includingTax: format(includingTax),
    },
  };
}

function lineViews(
  lines: LineView[],
  computed: ReturnType<typeof computeInvoiceLine>[],
  invoice: boolean,
  format: Format,
): AccountingDocument['lines'] {
  return lines.map(({ line, accountNumber, subAccountNumber }, index) => ({
    id: line.id,
    accountId: line.accountId,
    accountNumber,
    subAccountId: line.subAccountId,
    subAccountNumber,
    label: line.label,
    debit: format(line.debit),
    credit: format(line.credit),
    quantity: line.quantity,
    unitPrice: format(line.unitPrice),
    vatRate: rateText(line.vatRateBasisPoints),
    discountRate: rateText(line.discountRateBasisPoints),
    excludingTax: format(computed[index]?.excludingTax ?? null),
    vat: format(computed[index]?.vat ?? null),
    includingTax: format(computed[index]?.includingTax ?? null),
    supplyKind: invoice ? supplyKindOf(line.supplyKind, accountNumber ?? undefined) : null,
  }));
}

/** An invoice's totals are its per-rate totals; a journal entry's its debits and credits. */
function documentTotals(
  lines: LineView[],
  invoiceTotals: { excludingTax: bigint; vat: bigint; includingTax: bigint } | null,
  format: Format,
): AccountingDocument['totals'] {
  if (invoiceTotals) {
    return {
      debit: format(invoiceTotals.includingTax) ?? '0',
      credit: format(invoiceTotals.includingTax) ?? '0',
      excludingTax: format(invoiceTotals.excludingTax),
      vat: format(invoiceTotals.vat),
      includingTax: format(invoiceTotals.includingTax),
    };
  }
  const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
  return {
    debit: format(sum(lines.map(({ line }) => line.debit ?? 0n))) ?? '0',
    credit: format(sum(lines.map(({ line }) => line.credit ?? 0n))) ?? '0',
    excludingTax: null,
    vat: null,
    includingTax: null,
  };
}

function duesView(
  document: DocumentRow,
  dues: NonNullable<ReturnType<typeof invoiceDuesOfDocument>>,
  format: Format,
): NonNullable<AccountingDocument['dues']> {
  return {
    precompteRate: formatRate(document.precompteRateBasisPoints),
    vatWithheldRate: formatRate(document.vatWithheldBasisPoints),
    precompte: format(dues.precompte) ?? '0',
    vatWithheld: format(dues.vatWithheld) ?? '0',
    selfAssessedVat: format(dues.selfAssessedVat) ?? '0',
    payable: format(dues.payable) ?? '0',
  };
}

function settlementOf(payable: bigint, settledAmount: bigint) {
  // A credit note on a paid invoice leaves the invoice paid; the excess is due on the credit note.
  const applied = settledAmount > payable ? payable : settledAmount;
  return computeSettlement(toAmount(payable), applied > 0n ? [toAmount(applied)] : []);
}
