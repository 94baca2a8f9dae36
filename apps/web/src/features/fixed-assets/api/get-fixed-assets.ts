import { endpoints, type FixedAssetList } from '@bilan/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const fixedAssetsRootKey = ['fixed-assets'] as const;
export const FIXED_ASSETS_PAGE_SIZE = 50;

/** GET .../fixed-assets: the register at the end of the folder, a page at a time, with its totals. */
export function getFixedAssets(workFolderId: string, cursor: string | null): Promise<FixedAssetList> {
  return api.call(endpoints.fixedAssets, {
    params: { workFolderId },
    query: { limit: FIXED_ASSETS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

export function useFixedAssets(workFolderId: string | null) {
  return useInfiniteQuery({
    queryKey: [...fixedAssetsRootKey, 'list', workFolderId ?? ''] as const,
    queryFn: ({ pageParam }) => getFixedAssets(workFolderId ?? '', pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(workFolderId),
  });
}

/** GET .../fixed-assets/{id}: an asset with its schedule, the booked periods marked. */
export function useFixedAsset(workFolderId: string | null, assetId: string) {
  return useQuery({
    queryKey: [...fixedAssetsRootKey, 'asset', workFolderId ?? '', assetId] as const,
    queryFn: () => api.call(endpoints.fixedAsset, { params: { workFolderId: workFolderId ?? '', assetId } }),
    enabled: Boolean(workFolderId && assetId),
  });
}
