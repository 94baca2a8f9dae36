import { type DashboardReport, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type ReportPeriod, reportQueryKey } from './report-query.ts';

export function getDashboard(workFolderId: string, period: ReportPeriod): Promise<DashboardReport> {
  return api.call(endpoints.dashboard, { params: { workFolderId }, query: { ...period } });
}

/** The figures of a folder an owner reads first, and their months. */
export function useDashboard(workFolderId: string | null, period: ReportPeriod = {}, enabled = true) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'dashboard', { ...period }, language),
    queryFn: () => getDashboard(workFolderId ?? '', period),
    enabled: Boolean(workFolderId) && enabled,
  });
}
