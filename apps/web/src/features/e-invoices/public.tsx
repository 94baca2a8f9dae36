import type { InvoiceType } from '@bilan/contract';
import { lazy, Suspense } from 'react';
import { withWords } from '../../lib/i18n.ts';

const LazyImport = lazy(() =>
  withWords(import('./components/e-invoice-import.tsx'), ['eInvoices', 'invoices']).then((m) => ({
    default: m.EInvoiceImport,
  })),
);
const LazyFacturX = lazy(() =>
  withWords(import('./components/factur-x-download.tsx'), ['eInvoices']).then((m) => ({ default: m.FacturXDownload })),
);

/** On the purchases lists: the drop zone for a supplier's e-invoice. */
export function EInvoiceImportZone() {
  return (
    <Suspense fallback={null}>
      <LazyImport />
    </Suspense>
  );
}

/** Under a saved sale invoice or credit note: the Factur-X download. */
export function FacturXSection({ type, documentId }: { type: InvoiceType; documentId: string | undefined }) {
  if (!documentId || (type !== 'SALE_INVOICE' && type !== 'SALE_CREDIT_NOTE')) return null;
  return (
    <Suspense fallback={null}>
      <LazyFacturX type={type} documentId={documentId} />
    </Suspense>
  );
}
