import { AccountingIndex } from '../../../features/accounting/components/accounting-index.tsx';

/** /accounting: the area's index (its screens are child routes, each a lazy chunk of its own). */
export function AccountingArea() {
  return <AccountingIndex />;
}
