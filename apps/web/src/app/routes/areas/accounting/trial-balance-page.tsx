import { TrialBalanceScreen } from '../../../../features/reports/components/trial-balance-screen.tsx';

export function TrialBalancePage() {
  return <TrialBalanceScreen />;
}
