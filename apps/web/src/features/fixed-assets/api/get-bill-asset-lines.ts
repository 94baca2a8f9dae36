import { endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fixedAssetsRootKey } from './get-fixed-assets.ts';

/** GET .../fixed-assets/bill-lines?documentId=: a validated bill's class-2 lines and the assets they became. */
export function useBillAssetLines(workFolderId: string | null, documentId: string | null) {
  return useQuery({
    queryKey: [...fixedAssetsRootKey, 'bill-lines', workFolderId ?? '', documentId ?? ''] as const,
    queryFn: () =>
      api.call(endpoints.billAssetLines, {
        params: { workFolderId: workFolderId ?? '' },
        query: { documentId: documentId ?? '' },
      }),
    enabled: Boolean(workFolderId && documentId),
  });
}
