import { BalanceSheetScreen } from '../../../../features/reports/components/balance-sheet-screen.tsx';

export function BalanceSheetPage() {
  return <BalanceSheetScreen />;
}
