import type { CompanyAccount } from '@bilan/contract';
import { useMemo } from 'react';
import { useStoredValue } from '../../../lib/storage.ts';
import { useChartOfAccounts } from '../api/get-chart-of-accounts.ts';
import { buildChartTree } from '../chart-tree.ts';
import { AccountFormModal } from './account-form-modal.tsx';

/**
 * The chart screen's "New account" dialog, opened from an editor's account cell with the number typed there
 * (issue #34: an account can be created from the field that needs it). It reads the whole chart, for where
 * the number goes and what the reference chart adds, and shows once that is loaded.
 */
export function QuickAccountModal({
  number,
  onCreated,
  onClose,
}: {
  number: string;
  onCreated: (account: CompanyAccount) => void;
  onClose: () => void;
}) {
  const companyId = useStoredValue('companyId');
  const chart = useChartOfAccounts(companyId);
  const tree = useMemo(() => (chart.data ? buildChartTree(chart.data) : null), [chart.data]);
  if (!companyId || !tree) return null;
  return (
    <AccountFormModal
      companyId={companyId}
      tree={tree}
      account={null}
      number={number}
      opened
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
