import { type BalanceSheetReport, balanceSheetSchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type ReportPeriod, reportPath, reportQueryKey } from './report-query.ts';

export function getBalanceSheet(workFolderId: string, period: ReportPeriod): Promise<BalanceSheetReport> {
  return api.get(reportPath(workFolderId, 'balance-sheet', { ...period }), { schema: balanceSheetSchema });
}

export function useBalanceSheet(workFolderId: string | null, period: ReportPeriod) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'balance-sheet', { ...period }, language),
    queryFn: () => getBalanceSheet(workFolderId ?? '', period),
    enabled: Boolean(workFolderId),
  });
}
