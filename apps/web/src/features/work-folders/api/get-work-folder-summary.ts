import { endpoints, type WorkFolderSummary } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function workFolderSummaryQueryKey(workFolderId: string) {
  return ['workFolders', 'summary', workFolderId] as const;
}

export function getWorkFolderSummary(workFolderId: string): Promise<WorkFolderSummary> {
  return api.call(endpoints.workFolderSummary, { params: { workFolderId } });
}

export function useWorkFolderSummary(workFolderId: string | null) {
  return useQuery({
    queryKey: workFolderSummaryQueryKey(workFolderId ?? ''),
    queryFn: () => getWorkFolderSummary(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
