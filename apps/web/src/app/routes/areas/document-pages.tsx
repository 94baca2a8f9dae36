import { DocumentScreen } from '../../../features/invoices/components/document-screen.tsx';

export function SaleInvoicePage() {
  return <DocumentScreen type="SALE_INVOICE" />;
}

export function SaleCreditNotePage() {
  return <DocumentScreen type="SALE_CREDIT_NOTE" />;
}

export function PurchaseInvoicePage() {
  return <DocumentScreen type="PURCHASE_INVOICE" />;
}

export function PurchaseCreditNotePage() {
  return <DocumentScreen type="PURCHASE_CREDIT_NOTE" />;
}
