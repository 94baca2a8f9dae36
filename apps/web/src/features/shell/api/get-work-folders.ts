import { type WorkFolder, workFolderSchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

export function workFoldersQueryKey(companyId: string) {
  return ['workFolders', 'company', companyId] as const;
}

export function getWorkFolders(companyId: string): Promise<WorkFolder[]> {
  return api.get(`/v1/accountings/workFolders/companies/${encodeURIComponent(companyId)}`, {
    schema: z.array(workFolderSchema),
  });
}

export function useWorkFolders(companyId: string | null) {
  return useQuery({
    queryKey: workFoldersQueryKey(companyId ?? ''),
    queryFn: () => getWorkFolders(companyId ?? ''),
    enabled: Boolean(companyId),
  });
}
