import { type AnnualPackage, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { reportQueryKey } from './report-query.ts';

export function getAnnualPackage(workFolderId: string): Promise<AnnualPackage> {
  return api.call(endpoints.annualPackage, { params: { workFolderId }, query: {} });
}

/** The folder's annual package: the statements it holds and the checks before filing. */
export function useAnnualPackage(workFolderId: string | null) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'annual-package', {}, language),
    queryFn: () => getAnnualPackage(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
