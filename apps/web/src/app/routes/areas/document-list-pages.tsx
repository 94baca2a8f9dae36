import { EInvoiceImportZone } from '../../../features/e-invoices/public.tsx';
import { DocumentList } from '../../../features/invoices/components/document-list.tsx';

// A list's chunk holds no editor nor document view (app/sales-routes.tsx): its first visit is lighter.

export function SaleInvoicesPage() {
  return <DocumentList type="SALE_INVOICE" />;
}

export function SaleCreditNotesPage() {
  return <DocumentList type="SALE_CREDIT_NOTE" />;
}

export function PurchaseInvoicesPage() {
  return (
    <>
      <EInvoiceImportZone />
      <DocumentList type="PURCHASE_INVOICE" />
    </>
  );
}

export function PurchaseCreditNotesPage() {
  return (
    <>
      <EInvoiceImportZone />
      <DocumentList type="PURCHASE_CREDIT_NOTE" />
    </>
  );
}
