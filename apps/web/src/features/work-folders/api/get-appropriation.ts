import { type Appropriation, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function appropriationQueryKey(workFolderId: string) {
  return ['workFolders', 'appropriation', workFolderId] as const;
}

export function getAppropriation(workFolderId: string): Promise<Appropriation> {
  return api.call(endpoints.workFolderAppropriation, { params: { workFolderId } });
}

export function useAppropriation(workFolderId: string | null) {
  return useQuery({
    queryKey: appropriationQueryKey(workFolderId ?? ''),
    queryFn: () => getAppropriation(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
