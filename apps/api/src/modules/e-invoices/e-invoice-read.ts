import { AppError } from '../../http/app-error.ts';
import {
  CREDIT_NOTE_TYPE_CODES,
  type EInvoice,
  type EInvoiceLine,
  type EInvoiceParty,
  ZERO_RATE_CATEGORIES,
} from './e-invoice-model.ts';
import { attributeOf, nodeAt, nodesAt, parseInvoiceXml, textAt, type XmlNode } from './e-invoice-xml.ts';

/** Factur-X / ZUGFeRD profiles without invoice lines: there is nothing to book line by line. */
const PROFILES_WITHOUT_LINES = /:(minimum|basicwl)$/i;

const unreadable = () => new AppError('E_INVOICE_UNREADABLE');
const required = (value: string | null): string => {
  if (value === null) throw unreadable();
  return value;
};

/** CII dates are format 102 (YYYYMMDD); UBL dates are ISO already. */
function isoDate(text: string | null): string | null {
  if (text === null) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

const decimal = (text: string | null, fallback = '0'): string => {
  const value = text ?? fallback;
  if (!/^-?\d{1,16}(\.\d{1,19})?$/.test(value)) throw unreadable();
  return value;
};

function lineRate(category: string | null, percent: string | null): { vatCategory: string; vatRate: string } {
  const vatCategory = category ?? 'S';
  return { vatCategory, vatRate: ZERO_RATE_CATEGORIES.has(vatCategory) ? '0' : decimal(percent) };
}

/** The SIREN an identifier carries: scheme 0002 is the SIREN, 0009 the SIRET (its first 9 digits). */
function sirenOf(id: string | null, scheme: string | null): string | null {
  if (!id) return null;
  const digits = id.replace(/\s/g, '');
  if ((scheme === '0002' || scheme === null) && /^\d{9}$/.test(digits)) return digits;
  if ((scheme === '0009' || scheme === null) && /^\d{14}$/.test(digits)) return digits.slice(0, 9);
  return null;
}

function ciiParty(party: XmlNode | undefined): EInvoiceParty {
  const legal = nodeAt(party, 'SpecifiedLegalOrganization', 'ID');
  const vat = nodesAt(party, 'SpecifiedTaxRegistration').find(
    (registration) => attributeOf(nodeAt(registration, 'ID'), 'schemeID') === 'VA',
  );
  const address = nodeAt(party, 'PostalTradeAddress');
  const legalId = textAt(legal);
  return {
    name: required(textAt(party, 'Name')),
    siren: sirenOf(legalId, attributeOf(legal, 'schemeID')),
    vatNumber: textAt(vat, 'ID')?.replace(/\s/g, '') ?? null,
    legalId,
    address:
      [textAt(address, 'LineOne'), textAt(address, 'LineTwo'), textAt(address, 'PostcodeCode')]
        .filter(Boolean)
        .join(', ') || null,
    city: textAt(address, 'CityName'),
    countryCode: textAt(address, 'CountryID'),
  };
}

function ciiLine(item: XmlNode): EInvoiceLine {
  const product = nodeAt(item, 'SpecifiedTradeProduct');
  const settlement = nodeAt(item, 'SpecifiedLineTradeSettlement');
  const tax = nodeAt(settlement, 'ApplicableTradeTax');
  const price = textAt(item, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount');
  const basis = textAt(item, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'BasisQuantity');
  return {
    description: textAt(product, 'Name') ?? textAt(product, 'Description') ?? '—',
    quantity: decimal(textAt(item, 'SpecifiedLineTradeDelivery', 'BilledQuantity'), '1'),
    // A price per several units (BT-149) is not a unit price: the line's net is taken whole instead.
    unitPrice: basis && Number(basis) !== 1 ? null : price && decimal(price),
    net: decimal(textAt(settlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount')),
    ...lineRate(textAt(tax, 'CategoryCode'), textAt(tax, 'RateApplicablePercent')),
  };
}

/** Document-level allowances (negative) and charges (positive) of either syntax, as lines of their own. */
function allowanceLine(charge: boolean, amount: string, reason: string | null, rate: ReturnType<typeof lineRate>) {
  const net = charge ? amount : amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
  return { description: reason ?? (charge ? 'Charge' : 'Allowance'), quantity: '1', unitPrice: null, net, ...rate };
}

/** The tax total in the invoice's currency (BT-110); a second one in the accounting currency (BT-111) is skipped. */
function taxTotalOf(totals: XmlNode[], currency: string): string {
  const inCurrency = totals.find((total) => (attributeOf(total, 'currencyID') ?? currency) === currency);
  return decimal(textAt(inCurrency));
}

function readCii(root: XmlNode): EInvoice {
  const transaction = nodeAt(root, 'SupplyChainTradeTransaction');
  const agreement = nodeAt(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = nodeAt(transaction, 'ApplicableHeaderTradeSettlement');
  const summation = nodeAt(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = required(textAt(settlement, 'InvoiceCurrencyCode'));
  const typeCode = required(textAt(root, 'ExchangedDocument', 'TypeCode'));
  const allowances = nodesAt(settlement, 'SpecifiedTradeAllowanceCharge').map((node) =>
    allowanceLine(
      textAt(node, 'ChargeIndicator', 'Indicator') === 'true',
      decimal(textAt(node, 'ActualAmount')),
      textAt(node, 'Reason'),
      lineRate(
        textAt(node, 'CategoryTradeTax', 'CategoryCode'),
        textAt(node, 'CategoryTradeTax', 'RateApplicablePercent'),
      ),
    ),
  );
  return {
    format: 'CII',
    profile: textAt(root, 'ExchangedDocumentContext', 'GuidelineSpecifiedDocumentContextParameter', 'ID'),
    typeCode,
    creditNote: CREDIT_NOTE_TYPE_CODES.has(typeCode),
    number: required(textAt(root, 'ExchangedDocument', 'ID')),
    issueOn: required(isoDate(textAt(root, 'ExchangedDocument', 'IssueDateTime', 'DateTimeString'))),
    dueOn: isoDate(textAt(settlement, 'SpecifiedTradePaymentTerms', 'DueDateDateTime', 'DateTimeString')),
    currency,
    seller: ciiParty(nodeAt(agreement, 'SellerTradeParty')),
    buyer: ciiParty(nodeAt(agreement, 'BuyerTradeParty')),
    lines: [...nodesAt(transaction, 'IncludedSupplyChainTradeLineItem').map(ciiLine), ...allowances],
    precedingInvoice: textAt(settlement, 'InvoiceReferencedDocument', 'IssuerAssignedID'),
    totals: {
      excludingTax: decimal(textAt(summation, 'TaxBasisTotalAmount')),
      vat: taxTotalOf(nodesAt(summation, 'TaxTotalAmount'), currency),
      includingTax: decimal(textAt(summation, 'GrandTotalAmount')),
    },
  };
}

function ublParty(party: XmlNode | undefined): EInvoiceParty {
  const legal = nodeAt(party, 'PartyLegalEntity', 'CompanyID');
  const vat = nodesAt(party, 'PartyTaxScheme').find((scheme) => textAt(scheme, 'TaxScheme', 'ID') === 'VAT');
  const address = nodeAt(party, 'PostalAddress');
  const legalId = textAt(legal);
  return {
    name: required(textAt(party, 'PartyName', 'Name') ?? textAt(party, 'PartyLegalEntity', 'RegistrationName')),
    siren: sirenOf(legalId, attributeOf(legal, 'schemeID')),
    vatNumber: textAt(vat, 'CompanyID')?.replace(/\s/g, '') ?? null,
    legalId,
    address:
      [textAt(address, 'StreetName'), textAt(address, 'AdditionalStreetName'), textAt(address, 'PostalZone')]
        .filter(Boolean)
        .join(', ') || null,
    city: textAt(address, 'CityName'),
    countryCode: textAt(address, 'Country', 'IdentificationCode'),
  };
}

function ublLine(line: XmlNode, quantityName: string): EInvoiceLine {
  const category = nodeAt(line, 'Item', 'ClassifiedTaxCategory');
  const basis = textAt(line, 'Price', 'BaseQuantity');
  const price = textAt(line, 'Price', 'PriceAmount');
  return {
    description: textAt(line, 'Item', 'Name') ?? textAt(line, 'Item', 'Description') ?? '—',
    quantity: decimal(textAt(line, quantityName), '1'),
    unitPrice: basis && Number(basis) !== 1 ? null : price && decimal(price),
    net: decimal(textAt(line, 'LineExtensionAmount')),
    ...lineRate(textAt(category, 'ID'), textAt(category, 'Percent')),
  };
}

function readUbl(root: XmlNode, creditNoteRoot: boolean): EInvoice {
  const currency = required(textAt(root, 'DocumentCurrencyCode'));
  const typeCode = required(textAt(root, creditNoteRoot ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'));
  const totals = nodeAt(root, 'LegalMonetaryTotal');
  const allowances = nodesAt(root, 'AllowanceCharge').map((node) =>
    allowanceLine(
      textAt(node, 'ChargeIndicator') === 'true',
      decimal(textAt(node, 'Amount')),
      textAt(node, 'AllowanceChargeReason'),
      lineRate(textAt(node, 'TaxCategory', 'ID'), textAt(node, 'TaxCategory', 'Percent')),
    ),
  );
  const lines = creditNoteRoot
    ? nodesAt(root, 'CreditNoteLine').map((line) => ublLine(line, 'CreditedQuantity'))
    : nodesAt(root, 'InvoiceLine').map((line) => ublLine(line, 'InvoicedQuantity'));
  return {
    format: 'UBL',
    profile: textAt(root, 'CustomizationID'),
    typeCode,
    creditNote: creditNoteRoot || CREDIT_NOTE_TYPE_CODES.has(typeCode),
    number: required(textAt(root, 'ID')),
    issueOn: required(isoDate(textAt(root, 'IssueDate'))),
    dueOn: isoDate(textAt(root, 'DueDate') ?? textAt(root, 'PaymentMeans', 'PaymentDueDate')),
    currency,
    seller: ublParty(nodeAt(root, 'AccountingSupplierParty', 'Party')),
    buyer: ublParty(nodeAt(root, 'AccountingCustomerParty', 'Party')),
    lines: [...lines, ...allowances],
    precedingInvoice: textAt(root, 'BillingReference', 'InvoiceDocumentReference', 'ID'),
    totals: {
      excludingTax: decimal(textAt(totals, 'TaxExclusiveAmount')),
      vat: taxTotalOf(
        nodesAt(root, 'TaxTotal').map((total) => nodeAt(total, 'TaxAmount') ?? {}),
        currency,
      ),
      includingTax: decimal(textAt(totals, 'TaxInclusiveAmount')),
    },
  };
}

/** Reads a CII (the XML of Factur-X) or UBL invoice or credit note; refuses other XML and line-less profiles. */
export function readEInvoice(xml: string): EInvoice {
  const document = parseInvoiceXml(xml);
  const cii = nodeAt(document, 'CrossIndustryInvoice');
  const ublInvoice = nodeAt(document, 'Invoice');
  const ublCreditNote = nodeAt(document, 'CreditNote');
  const invoice = cii
    ? readCii(cii)
    : ublInvoice || ublCreditNote
      ? readUbl((ublInvoice ?? ublCreditNote) as XmlNode, !ublInvoice)
      : null;
  if (!invoice) throw unreadable();
  if (invoice.profile && PROFILES_WITHOUT_LINES.test(invoice.profile))
    throw new AppError('E_INVOICE_PROFILE_UNSUPPORTED');
  if (invoice.lines.length === 0) throw new AppError('E_INVOICE_PROFILE_UNSUPPORTED');
  return invoice;
}
