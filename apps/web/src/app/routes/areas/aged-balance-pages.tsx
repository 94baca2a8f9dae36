import { AgedBalanceScreen } from '../../../features/reports/components/aged-balance-screen.tsx';

/** /sale/aged-receivables: what customers owe, by days past due. */
export function AgedReceivablesPage() {
  return <AgedBalanceScreen type="customer" />;
}

/** /purchase/aged-payables: what is owed to suppliers, by days past due. */
export function AgedPayablesPage() {
  return <AgedBalanceScreen type="supplier" />;
}
