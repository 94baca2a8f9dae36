import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFonts } from '../../testing/pdf-text.ts';
import { type Books, books, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';
import { extractFacturXXml } from '../e-invoices/factur-x-extract.ts';

const VALIDATE = join(import.meta.dirname, '../../../../../../shared/einvoicing/validate');
const scratch = mkdtempSync(join(tmpdir(), 'bilan-factur-x-'));

let context: TestContext;
let company: Books;
beforeAll(async () => {
  context = await createTestContext();
  company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
  await saveSettings(company, {
    legalName: 'Atelier Lumière SAS',
    address: '12 rue de la Paix',
    city: '75002 Paris',
    siren: '732829320',
    vatNumber: 'FR44732829320',
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
    eInvoicing: true,
  });
  const customer = await call(
    context.app,
    'PUT',
    `/v1/companies/${company.companyId}/customers/${company.customerId}`,
    {
      name: 'Boulangerie Akwa',
      taxId: 'FR96552100554',
      address: '1 place du Marché',
      city: 'Lyon',
      paymentTermsDays: 30,
    },
    { token: company.token },
  );
  expect(customer.statusCode, customer.body).toBe(200);
});
afterAll(async () => {
  await context.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function saveSettings(owner: Books, changes: Record<string, unknown>) {
  const current = await call(context.app, 'GET', `/v1/companies/${owner.companyId}/settings`, undefined, {
    token: owner.token,
  });
  const { companyId: _id, updatedAt: _at, ...saved } = current.json();
  const answer = await call(
    context.app,
    'PUT',
    `/v1/companies/${owner.companyId}/settings`,
    { ...saved, ...changes },
    { token: owner.token },
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

async function facturX(documentId: string): Promise<Buffer> {
  const answer = await call(
    context.app,
    'GET',
    `/v1/accountings/documents/${documentId}/workFolders/${company.workFolderId}/factur-x`,
    undefined,
    { token: company.token },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.rawPayload;
}

/** Runs the official EN 16931 artefacts (schema and Schematron) on the XML; answers their report. */
function validate(name: string, xml: string): string {
  const file = join(scratch, `${name}.xml`);
  writeFileSync(file, xml);
  try {
    return execFileSync(VALIDATE, [file], { encoding: 'utf8', timeout: 120_000 });
  } catch (error) {
    // A failed assertion exits 1: its report (each failed rule) is what the test shows.
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}

const line = (description: string, quantity: string, unitPrice: string, vatRate: string, discountRate?: string) => ({
  description,
  quantity,
  unitPrice,
  vatRate,
  ...(discountRate ? { discountRate } : {}),
});

describe('Factur-X invoices, each shape checked by the official EN 16931 rules', () => {
  it.each([
    [
      'several rates',
      [line('Conseil', '3', '450.00', '20'), line('Livres', '2', '18.90', '5.5'), line('Presse', '4', '2.10', '2.1')],
    ],
    ['an exempt line', [line('Formation', '1', '900.00', '0'), line('Support', '2', '35.00', '20')]],
    ['a discount', [line('Chaises', '6', '89.90', '20', '10'), line('Table', '1', '420.00', '20', '5.5')]],
    [
      'several pages',
      Array.from({ length: 70 }, (_, index) => line(`Article ${index + 1}`, '1', `${index + 1}.25`, '20')),
    ],
  ])('%s: 0 fatal, the XML embedded as factur-x.xml with its relationship and XMP', async (shape, lines) => {
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', lines, {
      dueDate: `${company.year}-04-30`,
    });
    const pdf = await facturX(invoice.id);
    const xml = await extractFacturXXml(pdf);
    expect(xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(xml).toContain(`<ram:GrandTotalAmount>${invoice.totals.includingTax}</ram:GrandTotalAmount>`);
    expect(validate(shape.replace(/\W/g, '-'), xml)).toMatch(/: 0 fatal/);
    await expectPdfA3WithFacturX(pdf);
  });

  it('a credit note names the invoice it credits and passes the rules', async () => {
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      line('Conseil', '2', '300.00', '20'),
    ]);
    const credit = await validatedInvoice(
      context.app,
      company,
      'SALE_CREDIT_NOTE',
      [line('Conseil', '1', '300.00', '20')],
      {
        creditedDocumentId: invoice.id,
      },
    );
    const xml = await extractFacturXXml(await facturX(credit.id));
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
    expect(validate('credit-note', xml)).toMatch(/: 0 fatal/);
  });
});

describe('a French invoice in a foreign currency', () => {
  it('is in USD (BT-5) and states its VAT in euros (BT-6, BT-111), passing the rules', async () => {
    const rate = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${company.companyId}/exchange-rates`,
      { currency: 'USD', date: `${company.year}-01-01`, rate: '0.92' },
      { token: company.token },
    );
    expect(rate.statusCode, rate.body).toBe(201);
    // 1,000 USD at 20 % = 200 USD of VAT; at 0.92: 184.00 €.
    const invoice = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [line('Conseil', '1', '1000.00', '20')],
      {
        currency: 'USD',
      },
    );
    const xml = await extractFacturXXml(await facturX(invoice.id));
    expect(xml).toContain(
      '<ram:TaxCurrencyCode>EUR</ram:TaxCurrencyCode><ram:InvoiceCurrencyCode>USD</ram:InvoiceCurrencyCode>',
    );
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="USD">200.00</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">184.00</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:GrandTotalAmount>1200.00</ram:GrandTotalAmount>');
    expect(validate('usd', xml)).toMatch(/: 0 fatal/);
  });

  it('names no VAT accounting currency on an invoice in euros', async () => {
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      line('Conseil', '1', '100.00', '20'),
    ]);
    const xml = await extractFacturXXml(await facturX(invoice.id));
    expect(xml).not.toContain('TaxCurrencyCode');
    expect(xml.match(/<ram:TaxTotalAmount /g)).toHaveLength(1);
  });
});

async function expectPdfA3WithFacturX(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const associated = pdf.catalog.lookup(PDFName.of('AF'), PDFArray);
  const spec = associated.lookup(0, PDFDict);
  expect(spec.lookup(PDFName.of('AFRelationship'))).toEqual(PDFName.of('Data'));
  const metadata = pdf.catalog.lookup(PDFName.of('Metadata'));
  if (!(metadata instanceof PDFRawStream)) throw new Error('no XMP metadata');
  const xmp = Buffer.from(metadata.contents).toString('utf8');
  expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
  expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
  expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
  const [intent] = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).asArray();
  const outputIntent = pdf.context.lookup(intent, PDFDict);
  expect(outputIntent.lookup(PDFName.of('S'))).toEqual(PDFName.of('GTS_PDFA1'));
  expect(outputIntent.lookup(PDFName.of('DestOutputProfile'))).toBeInstanceOf(PDFRawStream);
  // PDF/A embeds every font: PDFKit's standard Helvetica it would not.
  const fonts = embeddedFonts(bytes);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter(({ embedded }) => !embedded)).toEqual([]);
}

describe('a missing mandatory field once e-invoicing is on', () => {
  it('refuses the validation naming the field, and validates once it is filled', async () => {
    const other = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    await saveSettings(other, { eInvoicing: true, legalName: 'Sans SIREN', address: '1 rue', city: 'Paris' });
    const created = await call(
      context.app,
      'POST',
      `/v1/accountings/documents/workFolders/${other.workFolderId}`,
      {
        type: 'SALE_INVOICE',
        date: `${other.year}-03-01`,
        partyId: other.customerId,
        lines: [line('Conseil', '1', '100', '20')],
      },
      { token: other.token },
    );
    const url = `/v1/accountings/documents/${created.json().id}/workFolders/${other.workFolderId}/state/VALIDATED`;
    const refused = await call(context.app, 'POST', url, undefined, { token: other.token });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'E_INVOICE_FIELD_MISSING',
      fields: [
        { path: 'settings.siren', code: 'E_INVOICE_FIELD_MISSING' },
        { path: 'settings.vatNumber', code: 'E_INVOICE_FIELD_MISSING' },
      ],
    });
    await saveSettings(other, { siren: '552100554', vatNumber: 'FR96552100554' });
    const validated = await call(context.app, 'POST', url, undefined, { token: other.token });
    expect(validated.statusCode, validated.body).toBe(200);
  });
});
