import { type CreateFixedAssetBody, endpoints, type FixedAsset } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fixedAssetsRootKey } from './get-fixed-assets.ts';

/** POST .../fixed-assets: adds an asset (from a bill's line, by hand, or from an opening import). */
export function createFixedAsset(workFolderId: string, body: CreateFixedAssetBody): Promise<FixedAsset> {
  return api.call(endpoints.createFixedAsset, { params: { workFolderId }, body });
}

export function useCreateFixedAsset(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFixedAssetBody) => createFixedAsset(workFolderId ?? '', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fixedAssetsRootKey }),
  });
}
