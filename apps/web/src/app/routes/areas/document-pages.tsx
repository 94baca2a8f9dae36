import type { InvoiceType } from '@bilan/contract';
import { useParams } from 'react-router';
import { DocumentAttachments } from '../../../features/attachments/public.ts';
import { FacturXSection } from '../../../features/e-invoices/public.tsx';
import { DocumentScreen } from '../../../features/invoices/components/document-screen.tsx';

/** A document's screen and, once saved, its attachments. */
function DocumentPage({ type }: { type: InvoiceType }) {
  const { documentId } = useParams();
  return (
    <>
      <DocumentScreen type={type} />
      <FacturXSection type={type} documentId={documentId} />
      <DocumentAttachments documentId={documentId} />
    </>
  );
}

export function SaleInvoicePage() {
  return <DocumentPage type="SALE_INVOICE" />;
}

export function SaleCreditNotePage() {
  return <DocumentPage type="SALE_CREDIT_NOTE" />;
}

export function PurchaseInvoicePage() {
  return <DocumentPage type="PURCHASE_INVOICE" />;
}

export function PurchaseCreditNotePage() {
  return <DocumentPage type="PURCHASE_CREDIT_NOTE" />;
}
