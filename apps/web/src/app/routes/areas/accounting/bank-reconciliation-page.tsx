import { BankReconciliationScreen } from '../../../../features/bank-statements/components/bank-reconciliation-screen.tsx';

/** /accounting/bank-reconciliation: the reconciliation report. */
export function BankReconciliationPage() {
  return <BankReconciliationScreen />;
}
