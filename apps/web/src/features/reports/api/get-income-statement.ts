import { endpoints, type IncomeStatementReport } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type ReportPeriod, reportQueryKey } from './report-query.ts';

export function getIncomeStatement(workFolderId: string, period: ReportPeriod): Promise<IncomeStatementReport> {
  return api.call(endpoints.incomeStatement, { params: { workFolderId }, query: { ...period } });
}

export function useIncomeStatement(workFolderId: string | null, period: ReportPeriod) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'income-statement', { ...period }, language),
    queryFn: () => getIncomeStatement(workFolderId ?? '', period),
    enabled: Boolean(workFolderId),
  });
}
