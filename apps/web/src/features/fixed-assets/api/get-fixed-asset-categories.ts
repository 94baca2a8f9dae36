import { endpoints, type FixedAssetCategory } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fixedAssetsRootKey } from './get-fixed-assets.ts';

/** GET .../fixed-asset-categories: the company's categories, with their accounts and default life. */
export function useFixedAssetCategories(companyId: string | null) {
  return useQuery({
    queryKey: [...fixedAssetsRootKey, 'categories', companyId ?? ''] as const,
    queryFn: (): Promise<FixedAssetCategory[]> =>
      api.call(endpoints.fixedAssetCategories, { params: { companyId: companyId ?? '' } }),
    enabled: Boolean(companyId),
  });
}
