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

/** Also the prefix of the keys of one class's accounts. */
export function compactChartQueryKey(companyId: string) {
  return [...chartOfAccountsQueryKey(companyId), 'compact'] as const;
}

function compactClassQueryKey(companyId: string, accountClass: string) {
  return [...compactChartQueryKey(companyId), accountClass] as const;
}

export function getChartOfAccounts(companyId: string): Promise<ChartOfAccounts> {
  return api.call(endpoints.chartOfAccounts, { params: { companyId } }, { schema: chartOfAccountsSchema });
}

/** The compact chart, or the accounts of one class only (`accountClass` "7": the sales accounts). */
export function getCompactChart(companyId: string, accountClass?: string): Promise<CompactChart> {
  return api.call(
    endpoints.chartOfAccounts,
    { params: { companyId }, query: { fields: 'compact', ...(accountClass ? { class: accountClass } : {}) } },
    { schema: compactChartSchema },
  );
}

/**
 * The chart as the invoice and entry editors read it: numbers, labels in the user's language, flags
 * and sub-accounts (docs/decisions/0007-slow-networks.md). Kept in local storage like the full chart
 * (lib/query-persistence.ts), so an editor opens at once on a repeat visit.
 */
export function useCompactChart(companyId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: compactChartQueryKey(companyId ?? ''),
    queryFn: () => getCompactChart(companyId ?? ''),
    enabled: enabled && Boolean(companyId),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * The compact chart's accounts of one class: what an invoice's lines (class 7) or a bill's (class 6)
 * can go to, a tenth of the whole chart's bytes on the editor's first visit. Kept like the chart.
 */
export function useCompactChartClass(companyId: string | null, accountClass: string) {
  return useQuery({
    queryKey: compactClassQueryKey(companyId ?? '', accountClass),
    queryFn: () => getCompactChart(companyId ?? '', accountClass),
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
