import { endpoints, type Transfer, type TransferBody } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const transfersKey = (workFolderId: string) => ['treasury-transfers', workFolderId] as const;

/** GET …/treasury-transfers/workFolders/{folder}: the folder's transfers between treasury accounts, newest first. */
export function useTransfers(workFolderId: string | null) {
  return useQuery({
    queryKey: transfersKey(workFolderId ?? ''),
    queryFn: () =>
      api.call(endpoints.transfers, { params: { workFolderId: workFolderId ?? '' }, query: { limit: '100' } }),
    enabled: Boolean(workFolderId),
  });
}

/**
 * Records a transfer and posts it: the draft (POST), then VALIDATED. A draft the validation refuses is
 * removed, so a refused transfer leaves nothing behind and the user corrects the form.
 */
export async function recordTransfer(workFolderId: string, body: TransferBody): Promise<Transfer> {
  const draft = await api.call(endpoints.createTransfer, { params: { workFolderId }, body });
  try {
    return await api.call(endpoints.changeTransferState, {
      params: { workFolderId, transferId: draft.id, state: 'VALIDATED' },
      query: {},
    });
  } catch (error) {
    await api.call(endpoints.deleteTransfer, { params: { workFolderId, transferId: draft.id } });
    throw error;
  }
}

export function useRecordTransfer(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferBody) => recordTransfer(workFolderId ?? '', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transfersKey(workFolderId ?? '') });
      // The accounts now have lines: their currency is locked.
      await queryClient.invalidateQueries({ queryKey: ['treasury-accounts'] });
    },
  });
}
