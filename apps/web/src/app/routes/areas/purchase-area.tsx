import { DocumentList } from '../../../features/invoices/components/document-list.tsx';
import { DocumentScreen } from '../../../features/invoices/components/document-screen.tsx';
import { PaymentList } from '../../../features/payments/public.ts';

export function PurchaseInvoicesPage() {
  return <DocumentList type="PURCHASE_INVOICE" />;
}

export function PurchaseInvoicePage() {
  return <DocumentScreen type="PURCHASE_INVOICE" />;
}

export function PurchaseCreditNotesPage() {
  return <DocumentList type="PURCHASE_CREDIT_NOTE" />;
}

export function PurchaseCreditNotePage() {
  return <DocumentScreen type="PURCHASE_CREDIT_NOTE" />;
}

export function DisbursementsPage() {
  return <PaymentList type="DISBURSEMENT" />;
}
