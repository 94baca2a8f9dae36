import { endpoints, type Liasse } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { reportQueryKey } from './report-query.ts';

export function getLiasse(workFolderId: string): Promise<Liasse> {
  return api.call(endpoints.liasse, { params: { workFolderId }, query: {} });
}

/** A French folder's liasse fiscale: the forms of its regime, box by box, N and N-1. */
export function useLiasse(workFolderId: string | null, enabled: boolean) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'liasse', {}, language),
    queryFn: () => getLiasse(workFolderId ?? ''),
    enabled: enabled && Boolean(workFolderId),
  });
}
