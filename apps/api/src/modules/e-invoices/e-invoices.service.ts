import { formatScaledDecimal, parseRate } from '@bilan/accounting';
import type { EInvoiceImport, ImportEInvoiceBody, InvoiceLineBody, SupplierProposal } from '@bilan/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError } from '../../http/app-error.ts';
import { sha256Of, storeAttachment } from '../attachments/attachments.service.ts';
import { attachments } from '../attachments/attachments.table.ts';
import { mediaTypeOf } from '../attachments/file-kind.ts';
import { companies } from '../companies/companies.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { createDocument } from '../documents/documents.service.ts';
import { accountingDocuments, documentLines } from '../documents/documents.table.ts';
import { createParty } from '../parties/parties.service.ts';
import { parties } from '../parties/parties.table.ts';
import { phonePrefixes } from '../parties/phone-prefixes.ts';
import { countries } from '../referentials/referentials.table.ts';
import { getSettings } from '../settings/settings.service.ts';
import { convertedMinor, draftLineOf, vatTreatmentOf } from './e-invoice-lines.ts';
import type { EInvoice, EInvoiceParty } from './e-invoice-model.ts';
import { readEInvoice } from './e-invoice-read.ts';
import { extractFacturXXml } from './factur-x-extract.ts';

const compact = (text: string | null | undefined) => (text ?? '').replace(/[\s.]/g, '').toUpperCase();

/** The invoice inside the file: a Factur-X PDF's embedded XML, or the XML file itself. */
async function invoiceOfFile(bytes: Buffer): Promise<{ invoice: EInvoice; mediaType: string }> {
  if (mediaTypeOf(bytes) === 'application/pdf') {
    const invoice = readEInvoice(await extractFacturXXml(bytes));
    return { invoice: { ...invoice, format: 'FACTUR_X' }, mediaType: 'application/pdf' };
  }
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('<')) throw new AppError('E_INVOICE_UNREADABLE');
  return { invoice: readEInvoice(text), mediaType: 'application/xml' };
}

/** An invoice naming a French buyer that is not this company was sent to someone else. */
async function assertBuyerIsCompany(tx: Transaction, company: CompanyContext, buyer: EInvoiceParty) {
  const settings = await getSettings(tx, company);
  const own = [settings.siren, settings.vatNumber, settings.siret?.slice(0, 9)].map(compact).filter(Boolean);
  const named = [buyer.siren, buyer.vatNumber].map(compact).filter(Boolean);
  if (own.length === 0 || named.length === 0) return;
  const matches = named.some((id) => own.some((mine) => id === mine || id.endsWith(mine) || mine.endsWith(id)));
  if (!matches) throw new AppError('E_INVOICE_BUYER_MISMATCH');
}

/** The company's supplier carrying one of the seller's identifiers (its tax id: SIREN, SIRET or VAT number). */
async function findSupplier(tx: Transaction, company: CompanyContext, seller: EInvoiceParty) {
  const ids = [seller.siren, seller.vatNumber, seller.legalId].map(compact).filter((id) => id.length >= 5);
  if (ids.length === 0) return null;
  const folded = sql`upper(regexp_replace(coalesce(${parties.taxId}, ''), '[[:space:].]', '', 'g'))`;
  const [row] = await tx
    .select({ id: parties.id })
    .from(parties)
    .where(
      and(
        eq(parties.companyId, company.companyId),
        eq(parties.role, 'SUPPLIER'),
        sql`(${inArray(folded, ids)} or (${seller.siren ?? ''} <> '' and left(${folded}, 9) = ${seller.siren ?? ''}))`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

function proposalOf(seller: EInvoiceParty): SupplierProposal {
  return {
    name: seller.name.slice(0, 200),
    siren: seller.siren,
    vatNumber: seller.vatNumber,
    address: seller.address?.slice(0, 300) ?? null,
    city: seller.city?.slice(0, 100) ?? null,
    countryCode: seller.countryCode && /^[A-Z]{2}$/.test(seller.countryCode) ? seller.countryCode : null,
  };
}

async function createSupplier(tx: Transaction, company: CompanyContext, proposal: SupplierProposal) {
  const scope = { company, role: 'SUPPLIER' as const, phonePrefixes: phonePrefixes() };
  // A country Bilan does not list (referentials/countries.csv) leaves the supplier in the company's own.
  const [known] = proposal.countryCode
    ? await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, proposal.countryCode))
    : [];
  const taxId = (proposal.vatNumber ?? proposal.siren)?.replace(/[^A-Z0-9]/gi, '').toUpperCase() ?? null;
  const supplier = await createParty(tx, scope, {
    name: proposal.name,
    kind: 'COMPANY',
    taxId,
    address: proposal.address,
    city: proposal.city,
    countryCode: known?.code ?? null,
    paymentTermsDays: 0,
    active: true,
    withholdingAgent: false,
    subjectToPrecompte: false,
  });
  return supplier.id;
}

/** The account the supplier's previous bills used most: what its next bill's lines are proposed. */
async function usualAccountOf(tx: Transaction, company: CompanyContext, supplierId: string) {
  const [row] = await tx
    .select({ accountId: documentLines.accountId, uses: sql<number>`count(*)::int` })
    .from(documentLines)
    .innerJoin(
      accountingDocuments,
      sameCompany(accountingDocuments, accountingDocuments.id, documentLines, documentLines.documentId),
    )
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.partyId, supplierId),
        inArray(accountingDocuments.type, ['PURCHASE_INVOICE', 'PURCHASE_CREDIT_NOTE']),
        sql`${documentLines.accountId} is not null`,
      ),
    )
    .groupBy(documentLines.accountId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${accountingDocuments.documentOn})`))
    .limit(1);
  return row?.accountId ?? null;
}

/**
 * The country's standard VAT rate (referentials/countries.csv): what a self-assessed line is proposed at,
 * the file carrying 0 %; the accountant changes a line's rate on the draft where a reduced one applies.
 */
async function standardRateOf(tx: Transaction, company: CompanyContext): Promise<string | null> {
  const [row] = await tx
    .select({ rate: countries.vatStandardRate })
    .from(companies)
    .innerJoin(countries, eq(countries.code, companies.countryCode))
    .where(eq(companies.id, company.companyId));
  return row?.rate ?? null;
}

async function creditedBillOf(tx: Transaction, company: CompanyContext, supplierId: string, reference: string | null) {
  if (!reference) return null;
  const [row] = await tx
    .select({ id: accountingDocuments.id })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.partyId, supplierId),
        eq(accountingDocuments.type, 'PURCHASE_INVOICE'),
        eq(accountingDocuments.reference, reference),
        eq(accountingDocuments.state, 'VALIDATED'),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

async function assertNotImported(tx: Transaction, company: CompanyContext, sha256: string) {
  const [row] = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(eq(attachments.companyId, company.companyId), eq(attachments.eInvoice, true), eq(attachments.sha256, sha256)),
    );
  if (row) throw new AppError('E_INVOICE_ALREADY_IMPORTED');
}

interface ImportPlan {
  invoice: EInvoice;
  exchangeRate: string | null;
  fileTotals: EInvoiceImport['fileTotals'];
}

/** Reads and checks the file; nothing is written before every check has passed. */
async function planImport(tx: Transaction, company: CompanyContext, body: ImportEInvoiceBody, bytes: Buffer) {
  const { invoice, mediaType } = await invoiceOfFile(bytes);
  await assertBuyerIsCompany(tx, company, invoice.buyer);
  const foreign = invoice.currency !== company.currency;
  if (foreign && !body.exchangeRate) throw new AppError('E_INVOICE_CURRENCY_MISMATCH');
  const exchangeRate = foreign ? (body.exchangeRate ?? null) : null;
  const minor = (text: string) => formatScaledDecimal(convertedMinor(text, company.scale, exchangeRate), company.scale);
  const fileTotals = {
    excludingTax: minor(invoice.totals.excludingTax),
    vat: minor(invoice.totals.vat),
    includingTax: minor(invoice.totals.includingTax),
  };
  return { plan: { invoice, exchangeRate, fileTotals } satisfies ImportPlan, mediaType };
}

function answerOf(plan: ImportPlan): Omit<EInvoiceImport, 'document' | 'supplierId' | 'supplierProposal'> {
  return {
    format: plan.invoice.format,
    profile: plan.invoice.profile,
    invoiceNumber: plan.invoice.number,
    fileTotals: plan.fileTotals,
    currency: plan.invoice.currency,
    exchangeRate: plan.exchangeRate,
    draftTotals: null,
    difference: null,
    attachmentId: null,
  };
}

/**
 * Imports a supplier's e-invoice as a draft bill or credit note (issue #32 point 3), in one
 * transaction: the file is read and checked, the supplier found by its identifiers (or, when unknown,
 * proposed and nothing written unless `createSupplier`), the lines converted, the draft created, and the
 * file attached to it. `created` says whether a draft was written.
 */
export async function importEInvoice(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: ImportEInvoiceBody,
): Promise<{ created: boolean; result: EInvoiceImport }> {
  const bytes = Buffer.from(body.content, 'base64');
  const { attachmentMaxMegabytes } = await getSettings(tx, company);
  if (bytes.length > attachmentMaxMegabytes * 1024 * 1024) throw new AppError('E_INVOICE_TOO_LARGE');
  const sha256 = sha256Of(bytes);
  await assertNotImported(tx, company, sha256);
  const { plan, mediaType } = await planImport(tx, company, body, bytes);
  const found = await findSupplier(tx, company, plan.invoice.seller);
  if (!found && !body.createSupplier) {
    const result = {
      ...answerOf(plan),
      document: null,
      supplierId: null,
      supplierProposal: proposalOf(plan.invoice.seller),
    };
    return { created: false, result };
  }
  const supplierId = found ?? (await createSupplier(tx, company, proposalOf(plan.invoice.seller)));
  const document = await createDraft(tx, company, workFolderId, body, plan, supplierId);
  const attachment = await storeAttachment(
    tx,
    company,
    { documentId: document.id },
    { fileName: body.fileName, mediaType, bytes },
    true,
  );
  const draftTotals = {
    excludingTax: document.totals.excludingTax ?? '0',
    vat: document.totals.vat ?? '0',
    includingTax: document.totals.includingTax ?? '0',
  };
  // What the draft owes the supplier against the file's total: self-assessed VAT is the buyer's own.
  const minor = (text: string) => convertedMinor(text, company.scale, null);
  const difference = formatScaledDecimal(
    minor(draftTotals.includingTax) -
      minor(document.dues?.selfAssessedVat ?? '0') -
      minor(plan.fileTotals.includingTax),
    company.scale,
  );
  const result = {
    ...answerOf(plan),
    document,
    supplierId,
    supplierProposal: null,
    draftTotals,
    difference,
    attachmentId: attachment.id,
  };
  return { created: true, result };
}

async function createDraft(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: ImportEInvoiceBody,
  plan: ImportPlan,
  supplierId: string,
) {
  const { invoice } = plan;
  const settings = await getSettings(tx, company);
  // Reverse charges are the treatments of a PCG company's purchases (documents/document-header.ts).
  const vatTreatment = company.framework === 'PCG' ? vatTreatmentOf(invoice.lines) : null;
  const context = {
    scale: company.scale,
    exchangeRate: plan.exchangeRate,
    companyRates: new Set(settings.defaultVatRates.map((rate) => parseRate(rate))),
    accountId: await usualAccountOf(tx, company, supplierId),
    selfAssessedRate: vatTreatment ? await standardRateOf(tx, company) : null,
  };
  const lines: InvoiceLineBody[] = invoice.lines.map((line) => draftLineOf(line, context));
  return createDocument(tx, company, workFolderId, {
    type: invoice.creditNote ? 'PURCHASE_CREDIT_NOTE' : 'PURCHASE_INVOICE',
    vatTreatment,
    date: body.date ?? invoice.issueOn,
    dueDate: invoice.dueOn,
    partyId: supplierId,
    reference: invoice.number.slice(0, 100),
    label: `${invoice.seller.name} ${invoice.number}`.slice(0, 200),
    creditedDocumentId: invoice.creditNote
      ? await creditedBillOf(tx, company, supplierId, invoice.precedingInvoice)
      : null,
    lines,
  });
}
