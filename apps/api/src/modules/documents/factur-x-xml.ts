import { formatAmount, multiplyByQuantity, parseAmount, subtractAmounts } from '@bilan/accounting';
import type { AccountingDocument } from '@bilan/contract';
import { eInvoicingRules, eInvoicingRulesOf } from '../referentials/e-invoicing-rules.ts';

/** The seller (the company, from its settings) and the buyer (the customer) as the e-invoice names them. */
export interface FacturXParty {
  name: string;
  siren: string | null;
  vatNumber: string | null;
  address: string | null;
  city: string | null;
  countryCode: string;
}

export interface FacturXInput {
  document: AccountingDocument;
  /** The invoice's currency (BT-5): the document's, which may differ from the company's. */
  currency: string;
  /**
   * The company's currency when the invoice is in another (BT-6, the VAT accounting currency): its VAT is
   * then stated in it too (BT-111, Directive 2006/112 art. 230), as posted at the document's rate.
   */
  vatAccounting: { currency: string; vat: string } | null;
  seller: FacturXParty & { iban: string | null; bic: string | null };
  buyer: FacturXParty;
  /** The invoice a credit note credits (BT-25, BT-26). */
  credited: { number: string; date: string } | null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const element = (name: string, value: string | null | undefined, attributes = '') =>
  value === null || value === undefined || value === '' ? '' : `<${name}${attributes}>${escapeXml(value)}</${name}>`;
const date102 = (isoDate: string) =>
  `<udt:DateTimeString format="102">${isoDate.replaceAll('-', '')}</udt:DateTimeString>`;
const countryRules = eInvoicingRulesOf;

/** EN 16931 categories: S for a positive rate; a 0 % line is exempt (E) with the country's reason. */
const categoryOf = (rate: string) => (Number(rate) === 0 ? 'E' : 'S');
const rateText = (rate: string | null) => String(Number(rate ?? '0'));

function partyXml(tag: string, party: FacturXParty, withRegistration: boolean): string {
  const scheme = countryRules(party.countryCode).sellerIdScheme;
  const legal = party.siren
    ? `<ram:SpecifiedLegalOrganization>${element('ram:ID', party.siren, scheme ? ` schemeID="${scheme}"` : '')}</ram:SpecifiedLegalOrganization>`
    : '';
  const address = `<ram:PostalTradeAddress>${element('ram:LineOne', party.address)}${element('ram:CityName', party.city)}${element('ram:CountryID', party.countryCode)}</ram:PostalTradeAddress>`;
  // Without a VAT number, a seller (a French franchise) registers under its SIREN as its tax number (BT-32, FC).
  const tax = party.vatNumber
    ? `<ram:SpecifiedTaxRegistration>${element('ram:ID', party.vatNumber, ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
    : withRegistration && party.siren
      ? `<ram:SpecifiedTaxRegistration>${element('ram:ID', party.siren, ' schemeID="FC"')}</ram:SpecifiedTaxRegistration>`
      : '';
  return `<ram:${tag}>${element('ram:Name', party.name)}${legal}${address}${tax}</ram:${tag}>`;
}

/** The XML's amounts are written with two decimals (EN 16931 amounts in euros and cents). */
const XML_AMOUNT_SCALE = 2;

function lineXml(line: AccountingDocument['lines'][number], index: number): string {
  const gross = line.unitPrice ?? line.excludingTax ?? '0';
  const quantity = line.quantity ?? '1';
  const net = line.excludingTax ?? '0';
  // A line discount is an allowance of the line (BT-136): the gross amount less the net.
  // Money stays in cents (bigint): the gross is the price times the quantity, rounded as the lines are.
  const allowance = subtractAmounts(
    multiplyByQuantity(parseAmount(gross, XML_AMOUNT_SCALE), quantity),
    parseAmount(net, XML_AMOUNT_SCALE),
  );
  const discount =
    line.discountRate && allowance !== 0n
      ? `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>${formatAmount(allowance, XML_AMOUNT_SCALE)}</ram:ActualAmount><ram:Reason>Remise ${escapeXml(rateText(line.discountRate))} %</ram:Reason></ram:SpecifiedTradeAllowanceCharge>`
      : '';
  return [
    '<ram:IncludedSupplyChainTradeLineItem>',
    `<ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>`,
    `<ram:SpecifiedTradeProduct>${element('ram:Name', line.label ?? '—')}</ram:SpecifiedTradeProduct>`,
    `<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${gross}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>`,
    `<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>`,
    '<ram:SpecifiedLineTradeSettlement>',
    `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${categoryOf(line.vatRate ?? '0')}</ram:CategoryCode><ram:RateApplicablePercent>${rateText(line.vatRate)}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`,
    discount,
    `<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>`,
    '</ram:SpecifiedLineTradeSettlement>',
    '</ram:IncludedSupplyChainTradeLineItem>',
  ].join('');
}

function settlementXml(input: FacturXInput): string {
  const { document, currency, seller } = input;
  const local = countryRules(seller.countryCode);
  const taxes = document.vatBreakdown.map((row) => {
    const category = categoryOf(row.vatRate);
    const reason = category === 'E' ? element('ram:ExemptionReason', local.exemptionReason) : '';
    return `<ram:ApplicableTradeTax><ram:CalculatedAmount>${row.vat}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>${reason}<ram:BasisAmount>${row.excludingTax}</ram:BasisAmount><ram:CategoryCode>${category}</ram:CategoryCode><ram:RateApplicablePercent>${rateText(row.vatRate)}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`;
  });
  const means = seller.iban
    ? `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount>${element('ram:IBANID', seller.iban)}</ram:PayeePartyCreditorFinancialAccount>${seller.bic ? `<ram:PayeeSpecifiedCreditorFinancialInstitution>${element('ram:BICID', seller.bic)}</ram:PayeeSpecifiedCreditorFinancialInstitution>` : ''}</ram:SpecifiedTradeSettlementPaymentMeans>`
    : '';
  const due = document.dueDate ? `<ram:DueDateDateTime>${date102(document.dueDate)}</ram:DueDateDateTime>` : '';
  const totals = document.totals;
  const credited = input.credited
    ? `<ram:InvoiceReferencedDocument>${element('ram:IssuerAssignedID', input.credited.number)}<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${input.credited.date.replaceAll('-', '')}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`
    : '';
  return [
    '<ram:ApplicableHeaderTradeSettlement>',
    element('ram:PaymentReference', document.number),
    element('ram:TaxCurrencyCode', input.vatAccounting?.currency),
    element('ram:InvoiceCurrencyCode', currency),
    means,
    ...taxes,
    `<ram:SpecifiedTradePaymentTerms>${element('ram:Description', local.paymentTerms)}${due}</ram:SpecifiedTradePaymentTerms>`,
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    `<ram:LineTotalAmount>${totals.excludingTax}</ram:LineTotalAmount>`,
    `<ram:TaxBasisTotalAmount>${totals.excludingTax}</ram:TaxBasisTotalAmount>`,
    `<ram:TaxTotalAmount currencyID="${escapeXml(currency)}">${totals.vat}</ram:TaxTotalAmount>`,
    input.vatAccounting
      ? `<ram:TaxTotalAmount currencyID="${escapeXml(input.vatAccounting.currency)}">${input.vatAccounting.vat}</ram:TaxTotalAmount>`
      : '',
    `<ram:GrandTotalAmount>${totals.includingTax}</ram:GrandTotalAmount>`,
    `<ram:DuePayableAmount>${totals.includingTax}</ram:DuePayableAmount>`,
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    credited,
    '</ram:ApplicableHeaderTradeSettlement>',
  ].join('');
}

/**
 * The invoice or credit note as UN/CEFACT CII D16B, profile EN 16931: the XML a Factur-X PDF carries
 * as factur-x.xml. Elements follow the schema's order; amounts are the document's own, already
 * rounded per line and per rate as EN 16931 computes them (BR-CO-10 … BR-CO-16, BR-S-08, BR-S-09).
 */
export function facturXXml(input: FacturXInput): string {
  const { document } = input;
  const typeCode = document.type === 'SALE_CREDIT_NOTE' ? '381' : '380';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    `<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${eInvoicingRules().profile}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>`,
    `<rsm:ExchangedDocument>${element('ram:ID', document.number ?? `DRAFT-${document.id}`)}<ram:TypeCode>${typeCode}</ram:TypeCode><ram:IssueDateTime>${date102(document.date)}</ram:IssueDateTime></rsm:ExchangedDocument>`,
    '<rsm:SupplyChainTradeTransaction>',
    ...document.lines.map(lineXml),
    `<ram:ApplicableHeaderTradeAgreement>${element('ram:BuyerReference', document.reference)}${partyXml('SellerTradeParty', input.seller, true)}${partyXml('BuyerTradeParty', input.buyer, false)}</ram:ApplicableHeaderTradeAgreement>`,
    '<ram:ApplicableHeaderTradeDelivery/>',
    settlementXml(input),
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>',
  ].join('\n');
}

/** The fields EN 16931 and the French rules make mandatory that the books may lack, by path. */
export function missingFacturXFields(input: FacturXInput): string[] {
  const { seller, buyer, document } = input;
  const standardRated = document.lines.some((line) => Number(line.vatRate ?? '0') > 0);
  const missing: Array<[string, boolean]> = [
    ['settings.legalName', !seller.name],
    ['settings.address', !seller.address],
    ['settings.city', !seller.city],
    ['settings.siren', seller.countryCode === 'FR' && !seller.siren],
    ['settings.vatNumber', standardRated && !seller.vatNumber],
    ['party.name', !buyer.name],
    ['creditedDocumentId', document.type === 'SALE_CREDIT_NOTE' && !input.credited],
  ];
  return missing.filter(([, absent]) => absent).map(([path]) => path);
}
