import { endpoints, type ImportFixedAssetsBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fixedAssetsRootKey } from './get-fixed-assets.ts';

/** POST .../fixed-assets/import: the assets of the books kept before, all of them or none. */
export function importFixedAssets(workFolderId: string, body: ImportFixedAssetsBody): Promise<{ created: number }> {
  return api.call(endpoints.importFixedAssets, { params: { workFolderId }, body });
}

export function useImportFixedAssets(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportFixedAssetsBody) => importFixedAssets(workFolderId ?? '', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fixedAssetsRootKey }),
  });
}
