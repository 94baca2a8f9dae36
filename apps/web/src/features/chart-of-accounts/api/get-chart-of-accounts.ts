import { type ChartOfAccounts, chartOfAccountsSchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function chartOfAccountsQueryKey(companyId: string) {
  return ['chartOfAccounts', companyId] as const;
}

export function getChartOfAccounts(companyId: string): Promise<ChartOfAccounts> {
  return api.get(`/v1/accountings/companies/${encodeURIComponent(companyId)}/chart-of-accounts`, {
    schema: chartOfAccountsSchema,
  });
}

/** The company's chart, by class (about 1,500 accounts); the entry editor and the journal filter read it too. */
export function useChartOfAccounts(companyId: string | null) {
  return useQuery({
    queryKey: chartOfAccountsQueryKey(companyId ?? ''),
    queryFn: () => getChartOfAccounts(companyId ?? ''),
    enabled: Boolean(companyId),
    staleTime: 5 * 60 * 1000,
  });
}
