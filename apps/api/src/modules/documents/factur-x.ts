import type { AccountingDocument, Language, Party } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError } from '../../http/app-error.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { companies } from '../companies/companies.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { getParty } from '../parties/parties.service.ts';
import { phonePrefixes } from '../parties/phone-prefixes.ts';
import { eInvoicingRules } from '../referentials/e-invoicing-rules.ts';
import { getSettings } from '../settings/settings.service.ts';
import { companySettings } from '../settings/settings.table.ts';
import { accountingDocuments } from './documents.table.ts';
import { type FacturXInput, type FacturXParty, facturXXml, missingFacturXFields } from './factur-x-xml.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export const FACTUR_X_FILE_NAME = 'factur-x.xml';

/** A customer's identifiers from its tax id: a VAT number (FR…), a SIREN (9 digits) or a SIRET (14). */
function buyerOf(party: Party, companyCountry: string): FacturXParty {
  const id = (party.taxId ?? '').replace(/[\s.-]/g, '').toUpperCase();
  const vatNumber = /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(id) ? id : null;
  const siren = /^\d{9}$/.test(id)
    ? id
    : /^\d{14}$/.test(id)
      ? id.slice(0, 9)
      : vatNumber?.startsWith('FR')
        ? vatNumber.slice(-9)
        : null;
  return {
    name: party.name,
    siren,
    vatNumber,
    address: party.address,
    city: party.city,
    countryCode: party.countryCode || companyCountry,
  };
}

/** What the e-invoice of a sale invoice or credit note is made of, read in the caller's transaction. */
export async function facturXInputOf(
  tx: Transaction,
  company: CompanyContext,
  document: AccountingDocument,
): Promise<FacturXInput & { party: Party }> {
  const identity = await findCompany(tx, company.companyId);
  if (!identity || !document.partyId) throw new AppError('DOCUMENT_NOT_PRINTABLE');
  const settings = await getSettings(tx, company);
  const party = await getParty(tx, { company, role: 'CUSTOMER', phonePrefixes: phonePrefixes() }, document.partyId);
  const credited = document.creditedDocumentId ? await creditedOf(tx, company, document.creditedDocumentId) : null;
  return {
    document,
    currency: identity.currency,
    seller: {
      name: settings.legalName ?? identity.name,
      siren: settings.siren ?? null,
      vatNumber: settings.vatNumber ?? null,
      address: settings.address ?? null,
      city: settings.city ?? null,
      countryCode: identity.countryCode,
      iban: settings.iban ?? null,
      bic: settings.bic ?? null,
    },
    buyer: buyerOf(party, identity.countryCode),
    credited,
    party,
  };
}

/**
 * Whether e-invoicing is on (settings, else the company's default: on for a French company opened since
 * it exists): only then does validation refuse an invoice its e-invoice cannot carry; the Factur-X of
 * any invoice can be downloaded either way (docs/decisions/0031-factur-x-out.md).
 */
async function storedEInvoicing(tx: Transaction, company: CompanyContext): Promise<boolean> {
  const [row] = await tx
    .select({ eInvoicing: companySettings.eInvoicing, byDefault: companies.eInvoicingByDefault })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, company.companyId));
  return row?.eInvoicing ?? row?.byDefault ?? false;
}

/** The number and date the credited invoice was validated under (its entry's number is the document's). */
async function creditedOf(tx: Transaction, company: CompanyContext, id: string) {
  const [row] = await tx
    .select({ number: journalEntries.number, date: accountingDocuments.documentOn })
    .from(accountingDocuments)
    .innerJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, accountingDocuments, accountingDocuments.journalEntryId),
    )
    .where(and(eq(accountingDocuments.companyId, company.companyId), eq(accountingDocuments.id, id)));
  return row ?? null;
}

function refuseMissing(input: FacturXInput): void {
  const missing = missingFacturXFields(input);
  if (missing.length > 0) {
    throw new AppError('E_INVOICE_FIELD_MISSING', {
      fields: missing.map((path) => ({ path, code: 'E_INVOICE_FIELD_MISSING' })),
    });
  }
}

/**
 * Validation of a sale invoice or credit note of a company that turned e-invoicing on: refused
 * (422 E_INVOICE_FIELD_MISSING, naming each field) when its e-invoice would lack a mandatory field.
 */
export async function assertEInvoiceReady(tx: Transaction, company: CompanyContext, document: AccountingDocument) {
  if (document.type !== 'SALE_INVOICE' && document.type !== 'SALE_CREDIT_NOTE') return;
  if (!(await storedEInvoicing(tx, company))) return;
  refuseMissing(await facturXInputOf(tx, company, document));
}

/** The XMP extension schema that declares the Factur-X attachment (Factur-X 1.0.07, § 6.2.2). */
function facturXXmp(): string {
  const level = eInvoicingRules().facturXConformanceLevel;
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property('ConformanceLevel', 'The conformance level of the embedded XML document')}</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
<fx:Version>1.0</fx:Version>
<fx:ConformanceLevel>${level}</fx:ConformanceLevel>
</rdf:Description>`;
}

/**
 * The invoice or credit note as Factur-X: the readable invoice (French mentions included) as a
 * PDF/A-3 carrying factur-x.xml (AFRelationship Data) and the XMP that declares it.
 */
export async function renderFacturXPdf(
  tx: Transaction,
  company: CompanyContext,
  document: AccountingDocument,
  language: Language,
): Promise<{ content: Buffer; xml: string }> {
  const input = await facturXInputOf(tx, company, document);
  refuseMissing(input);
  const xml = facturXXml(input);
  const identity = await findCompany(tx, company.companyId);
  if (!identity) throw new AppError('DOCUMENT_NOT_PRINTABLE');
  const content = await renderInvoicePdf(
    document,
    identity,
    input.party,
    language,
    await getSettings(tx, company),
    (pdf) => {
      // PDFKit writes /AFRelationship from `relationship`, which its type declarations do not list yet.
      const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
        name: FACTUR_X_FILE_NAME,
        type: 'text/xml',
        relationship: 'Data',
        description: 'Factur-X invoice',
        creationDate: new Date(`${document.date}T00:00:00Z`),
        modifiedDate: new Date(`${document.date}T00:00:00Z`),
      };
      pdf.file(Buffer.from(xml, 'utf8'), options);
      pdf.appendXML(facturXXmp());
    },
  );
  return { content, xml };
}
