import { endpoints, type FixedAssetCategory, type UpdateFixedAssetCategoryBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fixedAssetsRootKey } from './get-fixed-assets.ts';

/** PUT .../fixed-asset-categories/{id}: a category's accounts and default life (assets keep theirs). */
export function updateFixedAssetCategory(
  companyId: string,
  categoryId: string,
  body: UpdateFixedAssetCategoryBody,
): Promise<FixedAssetCategory> {
  return api.call(endpoints.updateFixedAssetCategory, { params: { companyId, categoryId }, body });
}

export function useUpdateFixedAssetCategory(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: UpdateFixedAssetCategoryBody }) =>
      updateFixedAssetCategory(companyId ?? '', categoryId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fixedAssetsRootKey }),
  });
}
