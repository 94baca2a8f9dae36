import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const french = () => books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });

interface FileLine {
  name: string;
  net: string;
  category: string;
  rate: string;
}

/** A CII invoice of a German supplier, its lines and totals as given (worked by hand in each test). */
function germanCii(number: string, year: number, lines: FileLine[], totals: { vat: string; total: string }) {
  const item = (line: FileLine, index: number) => `
  <ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>
   <ram:SpecifiedTradeProduct><ram:Name>${line.name}</ram:Name></ram:SpecifiedTradeProduct>
   <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${line.net}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
   <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
   <ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${line.category}</ram:CategoryCode><ram:RateApplicablePercent>${line.rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>
   <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${line.net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem>`;
  const net = lines.reduce((sum, line) => sum + BigInt(line.net.replace('.', '')), 0n);
  const netText = `${net / 100n}.${String(net % 100n).padStart(2, '0')}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
 xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
 xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
 <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
 <rsm:ExchangedDocument><ram:ID>${number}</ram:ID><ram:TypeCode>380</ram:TypeCode>
  <ram:IssueDateTime><udt:DateTimeString format="102">${year}0310</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
 <rsm:SupplyChainTradeTransaction>${lines.map(item).join('')}
  <ram:ApplicableHeaderTradeAgreement>
   <ram:SellerTradeParty><ram:Name>Maschinenbau Schulz GmbH</ram:Name>
    <ram:PostalTradeAddress><ram:LineOne>Hauptstraße 5</ram:LineOne><ram:CityName>Köln</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
    <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE136695976</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
   <ram:BuyerTradeParty><ram:Name>Client</ram:Name></ram:BuyerTradeParty>
  </ram:ApplicableHeaderTradeAgreement>
  <ram:ApplicableHeaderTradeDelivery/>
  <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
   <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${netText}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>${netText}</ram:TaxBasisTotalAmount>
    <ram:TaxTotalAmount currencyID="EUR">${totals.vat}</ram:TaxTotalAmount><ram:GrandTotalAmount>${totals.total}</ram:GrandTotalAmount><ram:DuePayableAmount>${totals.total}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
  </ram:ApplicableHeaderTradeSettlement>
 </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
}

function importFile(company: Books, fileName: string, xml: string) {
  return call(
    context.app,
    'POST',
    `/v1/accountings/workFolders/${company.workFolderId}/e-invoices`,
    { fileName, content: Buffer.from(xml).toString('base64'), createSupplier: true },
    { token: company.token },
  );
}

describe("an imported bill takes the file's VAT treatment", () => {
  it.each([
    ['AE', 'a reverse-charged service', 'REVERSE_CHARGE_SERVICES'],
    ['K', 'an intra-EU supply of goods', 'INTRA_EU_ACQUISITION'],
    ['G', 'an export to France', 'IMPORT'],
  ])(
    'category %s (%s) drafts a %s bill, self-assessed at the standard rate, nothing owed beyond the file',
    async (category, _what, treatment) => {
      const company = await french();
      // 1,500.00 at 0 % in the file; the buyer self-assesses 20 %: 300.00, owing the supplier 1,500.00 only.
      const xml = germanCii(
        `RC-${category}`,
        company.year,
        [{ name: 'Wartung', net: '1500.00', category, rate: '0' }],
        {
          vat: '0.00',
          total: '1500.00',
        },
      );
      const answer = await importFile(company, `RC-${category}.xml`, xml);
      expect(answer.statusCode, answer.body).toBe(201);
      const result = answer.json();
      expect(result.document).toMatchObject({
        state: 'DRAFT',
        vatTreatment: treatment,
        lines: [{ label: 'Wartung', quantity: '1', unitPrice: '1500.00', vatRate: '20' }],
        totals: { excludingTax: '1500.00', vat: '300.00', includingTax: '1800.00' },
        dues: { selfAssessedVat: '300.00', payable: '1500.00' },
      });
      expect(result.fileTotals).toEqual({ excludingTax: '1500.00', vat: '0.00', includingTax: '1500.00' });
      expect(result.difference).toBe('0.00');
    },
  );

  it('leaves a bill whose file mixes charged and reverse-charged lines domestic', async () => {
    const company = await french();
    // 100.00 at 20 % (20.00) and 50.00 reverse-charged: 170.00.
    const xml = germanCii(
      'MIX-1',
      company.year,
      [
        { name: 'Pièces', net: '100.00', category: 'S', rate: '20' },
        { name: 'Pose', net: '50.00', category: 'AE', rate: '0' },
      ],
      { vat: '20.00', total: '170.00' },
    );
    const result = (await importFile(company, 'MIX-1.xml', xml)).json();
    expect(result.document).toMatchObject({
      vatTreatment: 'DOMESTIC',
      lines: [{ vatRate: '20' }, { vatRate: '0' }],
      totals: { includingTax: '170.00' },
    });
    expect(result.difference).toBe('0.00');
  });
});

describe('a foreign VAT rate', () => {
  it('is not added to the cost: the line comes at 0 % and the foreign VAT shows as the difference', async () => {
    const company = await french();
    // German VAT: 250.00 at 19 % = 47.50 and 40.00 at 7 % = 2.80; the file's total 340.30.
    const xml = germanCii(
      'DE-7',
      company.year,
      [
        { name: 'Ersatzteile', net: '250.00', category: 'S', rate: '19' },
        { name: 'Handbuch', net: '40.00', category: 'S', rate: '7' },
      ],
      { vat: '50.30', total: '340.30' },
    );
    const answer = await importFile(company, 'DE-7.xml', xml);
    expect(answer.statusCode, answer.body).toBe(201);
    const result = answer.json();
    expect(result.document).toMatchObject({
      vatTreatment: 'DOMESTIC',
      lines: [
        { label: 'Ersatzteile (VAT 19 %)', quantity: '1', unitPrice: '250.00', vatRate: '0' },
        { label: 'Handbuch (VAT 7 %)', quantity: '1', unitPrice: '40.00', vatRate: '0' },
      ],
    });
    expect(result.draftTotals).toEqual({ excludingTax: '290.00', vat: '0.00', includingTax: '290.00' });
    // 290.00 − 340.30: the 50.30 of German VAT, for the accountant to reclaim or to add to the cost.
    expect(result.difference).toBe('-50.30');
  });
});
