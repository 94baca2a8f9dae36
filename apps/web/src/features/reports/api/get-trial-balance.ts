import { endpoints, type TrialBalanceReport } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type ReportPeriod, reportQueryKey } from './report-query.ts';

export interface TrialBalanceOptions {
  bySubAccount: boolean;
  beforeClosing: boolean;
}

export function getTrialBalance(
  workFolderId: string,
  period: ReportPeriod,
  options: TrialBalanceOptions,
): Promise<TrialBalanceReport> {
  return api.call(endpoints.trialBalance, {
    params: { workFolderId },
    query: {
      ...period,
      bySubAccount: String(options.bySubAccount),
      beforeClosing: options.beforeClosing ? 'true' : undefined,
    },
  });
}

export function useTrialBalance(workFolderId: string | null, period: ReportPeriod, options: TrialBalanceOptions) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'trial-balance', { ...period, ...options }, language),
    queryFn: () => getTrialBalance(workFolderId ?? '', period, options),
    enabled: Boolean(workFolderId),
  });
}
