import { type TrialBalanceReport, trialBalanceSchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type ReportPeriod, reportPath, reportQueryKey } from './report-query.ts';

export interface TrialBalanceOptions {
  bySubAccount: boolean;
  beforeClosing: boolean;
}

export function getTrialBalance(
  workFolderId: string,
  period: ReportPeriod,
  options: TrialBalanceOptions,
): Promise<TrialBalanceReport> {
  return api.get(
    reportPath(workFolderId, 'trial-balance', {
      ...period,
      bySubAccount: String(options.bySubAccount),
      beforeClosing: options.beforeClosing ? 'true' : undefined,
    }),
    { schema: trialBalanceSchema },
  );
}

export function useTrialBalance(workFolderId: string | null, period: ReportPeriod, options: TrialBalanceOptions) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'trial-balance', { ...period, ...options }, language),
    queryFn: () => getTrialBalance(workFolderId ?? '', period, options),
    enabled: Boolean(workFolderId),
  });
}
