import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAmount } from '@bilan/accounting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

const EXAMPLES = join(import.meta.dirname, '../../../../../../shared/einvoicing/examples');

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const french = () => books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });

function importFile(company: Books, fileName: string, content: Buffer | string, extra: Record<string, unknown> = {}) {
  return call(
    context.app,
    'POST',
    `/v1/accountings/workFolders/${company.workFolderId}/e-invoices`,
    { fileName, content: Buffer.from(content).toString('base64'), ...extra },
    { token: company.token },
  );
}

/** Bills and supplier credit notes of the folder, and the company's suppliers beyond the fixture's one. */
async function documentCount(company: Books): Promise<number> {
  let count = 0;
  for (const type of ['PURCHASE_INVOICE', 'PURCHASE_CREDIT_NOTE']) {
    const answer = await call(
      context.app,
      'GET',
      `/v1/accountings/documents/workFolders/${company.workFolderId}?type=${type}&limit=100`,
      undefined,
      { token: company.token },
    );
    count += answer.json().total;
  }
  const suppliers = await call(context.app, 'GET', `/v1/companies/${company.companyId}/suppliers`, undefined, {
    token: company.token,
  });
  return count + suppliers.json().total - 1;
}

/** A CII invoice of a French supplier to the company, 2 lines at 20 % and 5.5 %, totals worked by hand. */
export function frenchCii(options: { number?: string; year: number; buyerSiren?: string; typeCode?: string }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
 xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
 xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
 <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
 <rsm:ExchangedDocument><ram:ID>${options.number ?? 'F-2026-001'}</ram:ID><ram:TypeCode>${options.typeCode ?? '380'}</ram:TypeCode>
  <ram:IssueDateTime><udt:DateTimeString format="102">${options.year}0315</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
 <rsm:SupplyChainTradeTransaction>
  <ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
   <ram:SpecifiedTradeProduct><ram:Name>Ramettes de papier</ram:Name></ram:SpecifiedTradeProduct>
   <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>4.15</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
   <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">10</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
   <ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20</ram:RateApplicablePercent></ram:ApplicableTradeTax>
   <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>41.50</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem>
  <ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>2</ram:LineID></ram:AssociatedDocumentLineDocument>
   <ram:SpecifiedTradeProduct><ram:Name>Café</ram:Name></ram:SpecifiedTradeProduct>
   <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>12.30</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
   <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">3</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
   <ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>5.5</ram:RateApplicablePercent></ram:ApplicableTradeTax>
   <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>36.90</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem>
  <ram:ApplicableHeaderTradeAgreement>
   <ram:SellerTradeParty><ram:Name>Papeterie Martin SARL</ram:Name>
    <ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">732829320</ram:ID></ram:SpecifiedLegalOrganization>
    <ram:PostalTradeAddress><ram:LineOne>3 rue des Lilas</ram:LineOne><ram:CityName>Lyon</ram:CityName><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>
    <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR44732829320</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
   <ram:BuyerTradeParty><ram:Name>Client</ram:Name>${options.buyerSiren ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${options.buyerSiren}</ram:ID></ram:SpecifiedLegalOrganization>` : ''}</ram:BuyerTradeParty>
  </ram:ApplicableHeaderTradeAgreement>
  <ram:ApplicableHeaderTradeDelivery/>
  <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
   <ram:ApplicableTradeTax><ram:CalculatedAmount>8.30</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>41.50</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20</ram:RateApplicablePercent></ram:ApplicableTradeTax>
   <ram:ApplicableTradeTax><ram:CalculatedAmount>2.03</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>36.90</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>5.5</ram:RateApplicablePercent></ram:ApplicableTradeTax>
   <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">${options.year}0415</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
   <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>78.40</ram:LineTotalAmount><ram:TaxBasisTotalAmount>78.40</ram:TaxBasisTotalAmount>
    <ram:TaxTotalAmount currencyID="EUR">10.33</ram:TaxTotalAmount><ram:GrandTotalAmount>88.73</ram:GrandTotalAmount><ram:DuePayableAmount>88.73</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
  </ram:ApplicableHeaderTradeSettlement>
 </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
}

describe('a French supplier CII invoice', () => {
  it('proposes the unknown supplier, then drafts the bill with its lines, totals equal to the file and the file attached', async () => {
    const company = await french();
    const xml = frenchCii({ year: company.year });
    const proposed = await importFile(company, 'F-2026-001.xml', xml);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({
      document: null,
      supplierProposal: { name: 'Papeterie Martin SARL', siren: '732829320', vatNumber: 'FR44732829320', city: 'Lyon' },
    });
    expect(await documentCount(company)).toBe(0);

    const imported = await importFile(company, 'F-2026-001.xml', xml, { createSupplier: true });
    expect(imported.statusCode, imported.body).toBe(201);
    const result = imported.json();
    // 10 × 4.15 = 41.50 at 20 % (8.30) and 3 × 12.30 = 36.90 at 5.5 % (2.0295 → 2.03): 78.40 + 10.33 = 88.73.
    expect(result).toMatchObject({
      format: 'CII',
      invoiceNumber: 'F-2026-001',
      fileTotals: { excludingTax: '78.40', vat: '10.33', includingTax: '88.73' },
      draftTotals: { excludingTax: '78.40', vat: '10.33', includingTax: '88.73' },
      difference: '0.00',
    });
    expect(result.document).toMatchObject({
      type: 'PURCHASE_INVOICE',
      state: 'DRAFT',
      date: `${company.year}-03-15`,
      dueDate: `${company.year}-04-15`,
      reference: 'F-2026-001',
      lines: [
        { label: 'Ramettes de papier', quantity: '10', unitPrice: '4.15', vatRate: '20' },
        { label: 'Café', quantity: '3', unitPrice: '12.30', vatRate: '5.5' },
      ],
    });
    const files = await call(
      context.app,
      'GET',
      `/v1/accountings/companies/${company.companyId}/attachments?documentId=${result.document.id}`,
      undefined,
      { token: company.token },
    );
    expect(files.json()).toMatchObject([{ fileName: 'F-2026-001.xml', eInvoice: true, mediaType: 'application/xml' }]);

    const again = await importFile(company, 'copie.xml', xml);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('E_INVOICE_ALREADY_IMPORTED');

    // The next bill of the same supplier finds it by its SIREN and proposes the account its bills used.
    const next = await importFile(company, 'F-2026-002.xml', frenchCii({ year: company.year, number: 'F-2026-002' }));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().supplierId).toBe(result.supplierId);
    expect(next.json().document.lines[0].accountId).toBe(result.document.lines[0].accountId);
  });

  it('refuses an invoice addressed to another company, writing nothing', async () => {
    const company = await french();
    const settings = await call(context.app, 'GET', `/v1/companies/${company.companyId}/settings`, undefined, {
      token: company.token,
    });
    const { companyId: _id, updatedAt: _at, ...saved } = settings.json();
    const own = await call(
      context.app,
      'PUT',
      `/v1/companies/${company.companyId}/settings`,
      { ...saved, siren: '552100554' },
      { token: company.token },
    );
    expect(own.statusCode, own.body).toBe(200);
    const refused = await importFile(company, 'x.xml', frenchCii({ year: company.year, buyerSiren: '732829320' }), {
      createSupplier: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('E_INVOICE_BUYER_MISMATCH');
    expect(await documentCount(company)).toBe(0);
    const ours = await importFile(company, 'y.xml', frenchCii({ year: company.year, buyerSiren: '552100554' }), {
      createSupplier: true,
    });
    expect(ours.statusCode, ours.body).toBe(201);
  });
});

describe('every example of the EN 16931 artefacts', () => {
  const files = readdirSync(EXAMPLES).filter((name) => name.endsWith('.xml'));

  it.each(files)('%s imports as a draft whose totals are compared with the file', async (file) => {
    const company = await french();
    const xml = readFileSync(join(EXAMPLES, file));
    const foreign = !/<(ram:InvoiceCurrencyCode|cbc:DocumentCurrencyCode)>EUR</.test(xml.toString());
    const refused = await importFile(company, file, xml, { createSupplier: true, date: `${company.year}-05-02` });
    if (foreign) {
      expect(errorOf(refused).code).toBe('E_INVOICE_CURRENCY_MISMATCH');
    }
    const answer = foreign
      ? await importFile(company, file, xml, {
          createSupplier: true,
          date: `${company.year}-05-02`,
          exchangeRate: '0.1',
        })
      : refused;
    expect(answer.statusCode, answer.body).toBe(201);
    const result = answer.json();
    expect(result.document.state).toBe('DRAFT');
    expect(result.document.type).toBe(file.includes('creditnote') ? 'PURCHASE_CREDIT_NOTE' : 'PURCHASE_INVOICE');
    // Every example charges another country's VAT, not deductible in France and not added to the cost
    // unseen: the draft is the file's net, and the difference is the file's VAT, within the rounding of
    // each line's conversion (a cent a line at most).
    const cents = (text: string) => parseAmount(text, 2);
    const tolerance = BigInt(result.document.lines.length);
    const netGap = cents(result.draftTotals.includingTax) - cents(result.fileTotals.excludingTax);
    expect(netGap <= tolerance && netGap >= -tolerance, `${netGap}`).toBe(true);
    expect(cents(result.difference)).toBe(
      cents(result.draftTotals.includingTax) - cents(result.fileTotals.includingTax),
    );
    expect(result.draftTotals.vat).toBe('0.00');
  });
});

describe('hostile or wrong files get a 4xx with their code and write nothing', () => {
  const BILLION_LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><rsm:CrossIndustryInvoice>&lol2;</rsm:CrossIndustryInvoice>`;
  const EXTERNAL = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Invoice>&xxe;</Invoice>`;
  it.each([
    ['billion laughs', 'a.xml', BILLION_LAUGHS, 400, 'E_INVOICE_XML_FORBIDDEN'],
    ['an external entity', 'b.xml', EXTERNAL, 400, 'E_INVOICE_XML_FORBIDDEN'],
    ['malformed XML', 'c.xml', '<Invoice><ID>1</Invoice>', 422, 'E_INVOICE_UNREADABLE'],
    ['XML that is no invoice', 'd.xml', '<order><id>1</id></order>', 422, 'E_INVOICE_UNREADABLE'],
    [
      'a PDF without XML',
      'e.pdf',
      '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF',
      422,
      'E_INVOICE_XML_MISSING',
    ],
    [
      'an image',
      'f.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      422,
      'E_INVOICE_UNREADABLE',
    ],
  ])('%s', async (_case, fileName, content, status, code) => {
    const company = await french();
    const answer = await importFile(company, fileName, content, { createSupplier: true });
    expect(answer.statusCode, answer.body).toBe(status);
    expect(errorOf(answer).code).toBe(code);
    expect(await documentCount(company)).toBe(0);
  });

  it('refuses a MINIMUM profile, which has no lines', async () => {
    const company = await french();
    const minimum = frenchCii({ year: company.year }).replace('urn:cen.eu:en16931:2017', 'urn:factur-x.eu:1p0:minimum');
    const answer = await importFile(company, 'm.xml', minimum, { createSupplier: true });
    expect(errorOf(answer).code).toBe('E_INVOICE_PROFILE_UNSUPPORTED');
  });

  it('refuses a file larger than the limit before reading it', async () => {
    const company = await french();
    const huge = `<Invoice>${' '.repeat(6 * 1024 * 1024)}</Invoice>`;
    const answer = await importFile(company, 'huge.xml', huge, { createSupplier: true });
    expect(answer.statusCode).toBe(413);
    expect(errorOf(answer).code).toBe('E_INVOICE_TOO_LARGE');
  });
});
