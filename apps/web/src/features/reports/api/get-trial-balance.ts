import { type TrialBalanceReport, trialBalanceSchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type ReportPeriod, reportPath, reportQueryKey } from './report-query.ts';

export function getTrialBalance(
  workFolderId: string,
  period: ReportPeriod,
  bySubAccount: boolean,
): Promise<TrialBalanceReport> {
  return api.get(reportPath(workFolderId, 'trial-balance', { ...period, bySubAccount: String(bySubAccount) }), {
    schema: trialBalanceSchema,
  });
}

export function useTrialBalance(workFolderId: string | null, period: ReportPeriod, bySubAccount: boolean) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'trial-balance', { ...period, bySubAccount }, language),
    queryFn: () => getTrialBalance(workFolderId ?? '', period, bySubAccount),
    enabled: Boolean(workFolderId),
  });
}
