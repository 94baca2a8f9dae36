import { type DisposeFixedAssetBody, endpoints, type FixedAsset } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST .../fixed-assets/{id}/disposal: sells or scraps the asset on a day of the folder. */
export function disposeFixedAsset(
  workFolderId: string,
  assetId: string,
  body: DisposeFixedAssetBody,
): Promise<FixedAsset> {
  return api.call(endpoints.disposeFixedAsset, { params: { workFolderId, assetId }, body });
}

export function useDisposeFixedAsset(workFolderId: string | null, assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisposeFixedAssetBody) => disposeFixedAsset(workFolderId ?? '', assetId, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
