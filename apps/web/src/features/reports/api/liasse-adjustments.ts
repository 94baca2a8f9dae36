import { endpoints, type PutLiasseAdjustmentBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';

type Target = { workFolderId: string; adjustmentId: string };

/** Every report of the folder (the liasse, the package and its checks) reads the adjustments again. */
function useRefreshReports(workFolderId: string) {
  const queryClient = useQueryClient();
  return async () => {
    showOperationSucceeded();
    await queryClient.invalidateQueries({ queryKey: ['reports', workFolderId] });
  };
}

/** PUT …/liasse/adjustments/{id}: an adjustment of the liasse written, created or replaced. */
export function useSaveLiasseAdjustment(workFolderId: string) {
  const refresh = useRefreshReports(workFolderId);
  return useMutation({
    mutationFn: ({ adjustmentId, body }: { adjustmentId: string; body: PutLiasseAdjustmentBody }) =>
      api.call(endpoints.putLiasseAdjustment, { params: { workFolderId, adjustmentId } satisfies Target, body }),
    onSuccess: refresh,
  });
}

/** DELETE …/liasse/adjustments/{id}. */
export function useDeleteLiasseAdjustment(workFolderId: string) {
  const refresh = useRefreshReports(workFolderId);
  return useMutation({
    mutationFn: (adjustmentId: string) =>
      api.call(endpoints.deleteLiasseAdjustment, { params: { workFolderId, adjustmentId } }),
    onSuccess: refresh,
  });
}
