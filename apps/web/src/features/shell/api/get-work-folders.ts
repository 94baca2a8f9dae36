import { endpoints, type WorkFolder } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useStoredValue } from '../../../lib/storage.ts';

export function workFoldersQueryKey(companyId: string) {
  return ['workFolders', 'company', companyId] as const;
}

export function getWorkFolders(companyId: string): Promise<WorkFolder[]> {
  return api.call(endpoints.workFolders, { params: { companyId } });
}

export function useWorkFolders(companyId: string | null) {
  return useQuery({
    queryKey: workFoldersQueryKey(companyId ?? ''),
    queryFn: () => getWorkFolders(companyId ?? ''),
    enabled: Boolean(companyId),
  });
}

/**
 * The current work folder: its id lives in local storage (docs/seed-spec.md §3, key workFolder), shared with the
 * top bar's dropdown; the folder itself comes from the company's list.
 */
export function useCurrentWorkFolder() {
  const companyId = useStoredValue('companyId');
  const workFolderId = useStoredValue('workFolderId');
  const workFolders = useWorkFolders(companyId);
  const folder = workFolders.data?.find((candidate) => candidate.id === workFolderId) ?? null;
  return { companyId, workFolderId, folder, isLoading: workFolders.isLoading };
}
