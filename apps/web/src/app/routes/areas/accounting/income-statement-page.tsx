import { IncomeStatementScreen } from '../../../../features/reports/components/income-statement-screen.tsx';

export function IncomeStatementPage() {
  return <IncomeStatementScreen />;
}
