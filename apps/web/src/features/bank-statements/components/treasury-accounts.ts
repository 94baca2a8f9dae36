import { useMemo } from 'react';
import { isPostableAccount, type PickableAccount } from '../../../lib/account-search.ts';
import { useCompactChart } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';

/** The postable accounts of the chart, and among them the treasury ones (class 5) statements go into. */
export function useStatementAccounts(companyId: string | null): {
  treasury: PickableAccount[];
  postable: PickableAccount[];
  loading: boolean;
} {
  const chart = useCompactChart(companyId);
  return useMemo(() => {
    const accounts = (chart.data ?? []).flatMap((group) => group.accounts).filter(isPostableAccount);
    const pick = ({ id, number, label }: PickableAccount) => ({ id, number, label });
    return {
      treasury: accounts.filter((account) => account.number.startsWith('5')).map(pick),
      postable: accounts.map(pick),
      loading: chart.isLoading,
    };
  }, [chart.data, chart.isLoading]);
}
