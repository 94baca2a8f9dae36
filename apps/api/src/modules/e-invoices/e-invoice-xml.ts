import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../http/app-error.ts';

/** A parsed XML element: its children by local name, its text under '#text', its attributes under '@_'. */
export type XmlNode = { [name: string]: XmlNode | XmlNode[] | string | undefined };

/**
 * Elements that may repeat in CII or UBL: always read as lists, so a file with one line and a file
 * with twenty read alike.
 */
const REPEATED = new Set([
  'IncludedSupplyChainTradeLineItem',
  'ApplicableTradeTax',
  'SpecifiedTaxRegistration',
  'SpecifiedTradeAllowanceCharge',
  'SpecifiedTradePaymentTerms',
  'SpecifiedTradeSettlementPaymentMeans',
  'TaxTotalAmount',
  'IncludedNote',
  'InvoiceLine',
  'CreditNoteLine',
  'AllowanceCharge',
  'PartyTaxScheme',
  'TaxTotal',
  'TaxSubtotal',
  'PaymentMeans',
  'BillingReference',
  'InvoiceReferencedDocument',
]);

/**
 * Reads an invoice's XML, refusing what an invoice never needs: a DOCTYPE (and with it every entity
 * declaration, external entities and "billion laughs" alike) is refused before parsing, and the
 * parser expands no entity, so nothing is fetched and nothing grows. The caller bounds the size.
 */
export function parseInvoiceXml(text: string): XmlNode {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new AppError('E_INVOICE_XML_FORBIDDEN');
  if (XMLValidator.validate(text) !== true) throw new AppError('E_INVOICE_UNREADABLE');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    processEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => REPEATED.has(name),
  });
  return parser.parse(text) as XmlNode;
}

/** The child at a path of local names (the first of a list at each step), or undefined. */
export function nodeAt(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | string | XmlNode[] | undefined = node;
  for (const name of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    const next: XmlNode | string | XmlNode[] | undefined = Array.isArray(current) ? current[0]?.[name] : current[name];
    current = Array.isArray(next) ? next[0] : next;
  }
  return typeof current === 'string' ? { '#text': current } : current;
}

/** The children of a repeated element at a path. */
export function nodesAt(node: XmlNode | undefined, ...path: string[]): XmlNode[] {
  const parent = nodeAt(node, ...path.slice(0, -1));
  const last = path.at(-1);
  const found = parent && last ? parent[last] : undefined;
  if (found === undefined) return [];
  const list = Array.isArray(found) ? found : [found];
  return list.map((item) => (typeof item === 'string' ? { '#text': item } : item));
}

/** The text of the element at a path, trimmed; null when absent or empty. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | null {
  const found = path.length > 0 ? nodeAt(node, ...path) : node;
  const text = found?.['#text'];
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

export function attributeOf(node: XmlNode | undefined, name: string): string | null {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : null;
}
