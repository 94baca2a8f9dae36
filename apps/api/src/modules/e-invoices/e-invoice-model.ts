import type { EInvoiceFormat } from '@bilan/contract';

/** A party of an e-invoice as its file names it. */
export interface EInvoiceParty {
  name: string;
  /** French SIREN (scheme 0002, or the first 9 digits of a SIRET, scheme 0009). */
  siren: string | null;
  /** The VAT number (CII SpecifiedTaxRegistration VA, UBL PartyTaxScheme VAT). */
  vatNumber: string | null;
  /** Another legal registration (a foreign company number). */
  legalId: string | null;
  address: string | null;
  city: string | null;
  countryCode: string | null;
}

/** A line as the file states it; amounts are the file's decimal texts. */
export interface EInvoiceLine {
  description: string;
  quantity: string;
  /** Net price per unit (BT-146), null when absent. */
  unitPrice: string | null;
  /** BT-131: the line's net amount, after its own allowances and charges. */
  net: string;
  vatCategory: string;
  vatRate: string;
}

/**
 * An e-invoice read from CII or UBL (EN 16931's business terms), whatever its syntax: what the import
 * turns into a draft. Document-level allowances and charges come as lines of their own.
 */
export interface EInvoice {
  format: EInvoiceFormat;
  profile: string | null;
  typeCode: string;
  creditNote: boolean;
  number: string;
  issueOn: string;
  dueOn: string | null;
  currency: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  precedingInvoice: string | null;
  totals: { excludingTax: string; vat: string; includingTax: string };
}

/** UNTDID 1001 codes EN 16931 reads as credit notes (BT-3). */
export const CREDIT_NOTE_TYPE_CODES = new Set([
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);

/** VAT categories (UNTDID 5305) whose rate is 0: exempt, reverse charge, intra-EU, export, outside scope, zero. */
export const ZERO_RATE_CATEGORIES = new Set(['E', 'AE', 'K', 'G', 'O', 'Z']);
