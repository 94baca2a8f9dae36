import { VatReturnScreen } from '../../../../features/reports/components/vat-return-screen.tsx';

export function VatReturnPage() {
  return <VatReturnScreen />;
}
