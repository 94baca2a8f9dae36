import { CashFlowScreen } from '../../../../features/reports/components/cash-flow-screen.tsx';

export function CashFlowPage() {
  return <CashFlowScreen />;
}
