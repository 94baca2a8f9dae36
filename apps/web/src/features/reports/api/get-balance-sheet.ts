import { type BalanceSheetReport, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type ReportPeriod, reportQueryKey } from './report-query.ts';

export function getBalanceSheet(workFolderId: string, period: ReportPeriod): Promise<BalanceSheetReport> {
  return api.call(endpoints.balanceSheet, { params: { workFolderId }, query: { ...period } });
}

export function useBalanceSheet(workFolderId: string | null, period: ReportPeriod) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'balance-sheet', { ...period }, language),
    queryFn: () => getBalanceSheet(workFolderId ?? '', period),
    enabled: Boolean(workFolderId),
  });
}
