import {
  type ChartOfAccounts,
  type CompactChart,
  chartOfAccountsSchema,
  compactChartSchema,
  endpoints,
} from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Also the prefix of the compact chart's key: invalidating it refreshes both. */
export function chartOfAccountsQueryKey(companyId: string) {
  return ['chartOfAccounts', companyId] as const;
}

export function compactChartQueryKey(companyId: string) {
  return [...chartOfAccountsQueryKey(companyId), 'compact'] as const;
}

export function getChartOfAccounts(companyId: string): Promise<ChartOfAccounts> {
  return api.call(endpoints.chartOfAccounts, { params: { companyId } }, { schema: chartOfAccountsSchema });
}

export function getCompactChart(companyId: string): Promise<CompactChart> {
  return api.call(
    endpoints.chartOfAccounts,
    { params: { companyId }, query: { fields: 'compact' } },
    { schema: compactChartSchema },
  );
}

/**
 * The chart as the invoice and entry editors read it: numbers, labels in the user's language, flags
 * and sub-accounts (docs/decisions/0007-slow-networks.md). Kept in local storage like the full chart
 * (lib/query-persistence.ts), so an editor opens at once on a repeat visit.
 */
export function useCompactChart(companyId: string | null) {
  return useQuery({
    queryKey: compactChartQueryKey(companyId ?? ''),
    queryFn: () => getCompactChart(companyId ?? ''),
    enabled: Boolean(companyId),
    staleTime: 5 * 60 * 1000,
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
