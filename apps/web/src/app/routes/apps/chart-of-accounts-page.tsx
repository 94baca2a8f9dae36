import { ChartOfAccountsScreen } from '../../../features/chart-of-accounts/components/chart-of-accounts-screen.tsx';

export function ChartOfAccountsPage() {
  return <ChartOfAccountsScreen />;
}
