import { VatSummaryScreen } from '../../../../features/reports/components/vat-summary-screen.tsx';

export function VatSummaryPage() {
  return <VatSummaryScreen />;
}
