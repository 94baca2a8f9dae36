import { type ClaimVatRefundBody, endpoints, type FiledVatReturn } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';

export function claimVatRefund(
  workFolderId: string,
  vatReturnId: string,
  body: ClaimVatRefundBody,
): Promise<FiledVatReturn> {
  return api.call(endpoints.claimVatRefund, { params: { workFolderId, vatReturnId }, body });
}

/** Claims the refund of a filed return's credit. */
export function useClaimVatRefund(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vatReturnId, body }: { vatReturnId: string; body: ClaimVatRefundBody }) =>
      claimVatRefund(workFolderId ?? '', vatReturnId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await Promise.all([['journal'], ['reports']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
