import { DocumentList } from '../../../features/invoices/components/document-list.tsx';
import { DocumentScreen } from '../../../features/invoices/components/document-screen.tsx';
import { PaymentList } from '../../../features/payments/public.ts';

export function SaleInvoicesPage() {
  return <DocumentList type="SALE_INVOICE" />;
}

export function SaleInvoicePage() {
  return <DocumentScreen type="SALE_INVOICE" />;
}

export function SaleCreditNotesPage() {
  return <DocumentList type="SALE_CREDIT_NOTE" />;
}

export function SaleCreditNotePage() {
  return <DocumentScreen type="SALE_CREDIT_NOTE" />;
}

export function ReceiptsPage() {
  return <PaymentList type="RECEIPT" />;
}
