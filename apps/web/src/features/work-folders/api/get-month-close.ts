import { endpoints, type MonthClose } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';

export function monthCloseQueryKey(workFolderId: string, period: string, language: string) {
  return ['workFolders', 'month-close', workFolderId, period, language] as const;
}

export function getMonthClose(workFolderId: string, period: string): Promise<MonthClose> {
  return api.call(endpoints.monthClose, { params: { workFolderId }, query: { period } });
}

/** What remains before a month of the folder is done (month-close screen). */
export function useMonthClose(workFolderId: string | null, period: string | null) {
  const language = currentLanguage();
  return useQuery({
    queryKey: monthCloseQueryKey(workFolderId ?? '', period ?? '', language),
    queryFn: () => getMonthClose(workFolderId ?? '', period ?? ''),
    enabled: Boolean(workFolderId && period),
  });
}
