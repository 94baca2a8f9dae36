import { type AgedBalanceReport, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { reportQueryKey } from './report-query.ts';

export type AgedBalanceType = AgedBalanceReport['type'];

export function getAgedBalance(
  workFolderId: string,
  type: AgedBalanceType,
  asOf: string | undefined,
): Promise<AgedBalanceReport> {
  return api.call(endpoints.agedBalance, { params: { workFolderId }, query: { type, asOf } });
}

/** What customers owe (or what is owed to suppliers) at a date, by days past due. */
export function useAgedBalance(workFolderId: string | null, type: AgedBalanceType, asOf: string | undefined) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'aged-balance', { type, asOf }, language),
    queryFn: () => getAgedBalance(workFolderId ?? '', type, asOf),
    enabled: Boolean(workFolderId),
  });
}
