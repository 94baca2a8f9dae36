import { GeneralLedgerScreen } from '../../../../features/reports/components/general-ledger-screen.tsx';

export function GeneralLedgerPage() {
  return <GeneralLedgerScreen />;
}
