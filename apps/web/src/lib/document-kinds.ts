import type { DocumentType, InvoiceType, PartyRole, PaymentType } from '@bilan/contract';

export interface DocumentKind {
  type: InvoiceType;
  /** The list's path; a document lives at `${path}/${id}`, a new one at `${path}/new`. */
  path: string;
  role: PartyRole;
  /** The payment that settles it (invoices only). */
  paymentType: PaymentType | null;
  /** The invoice type a credit note reduces (credit notes only). */
  credits: InvoiceType | null;
  area: 'sale' | 'purchase';
}

export const DOCUMENT_KINDS: Record<InvoiceType, DocumentKind> = {
  SALE_INVOICE: {
    type: 'SALE_INVOICE',
    path: '/sale/invoices',
    role: 'CUSTOMER',
    paymentType: 'RECEIPT',
    credits: null,
    area: 'sale',
  },
  SALE_CREDIT_NOTE: {
    type: 'SALE_CREDIT_NOTE',
    path: '/sale/credit-notes',
    role: 'CUSTOMER',
    paymentType: null,
    credits: 'SALE_INVOICE',
    area: 'sale',
  },
  PURCHASE_INVOICE: {
    type: 'PURCHASE_INVOICE',
    path: '/purchase/bills',
    role: 'SUPPLIER',
    paymentType: 'DISBURSEMENT',
    credits: null,
    area: 'purchase',
  },
  PURCHASE_CREDIT_NOTE: {
    type: 'PURCHASE_CREDIT_NOTE',
    path: '/purchase/credit-notes',
    role: 'SUPPLIER',
    paymentType: null,
    credits: 'PURCHASE_INVOICE',
    area: 'purchase',
  },
};

/** The invoice type of an area's invoices: customer invoices in sales, supplier bills in purchases. */
export const INVOICE_TYPE_OF_ROLE: Record<PartyRole, InvoiceType> = {
  CUSTOMER: 'SALE_INVOICE',
  SUPPLIER: 'PURCHASE_INVOICE',
};

export function isInvoiceType(type: DocumentType): type is InvoiceType {
  return type !== 'JOURNAL_ENTRY';
}

/** The screen of a document: its editor while a draft, its read-only view afterwards. */
export function documentPath(type: DocumentType, documentId: string): string | null {
  return isInvoiceType(type) ? `${DOCUMENT_KINDS[type].path}/${encodeURIComponent(documentId)}` : null;
}
