import { endpoints, type FiledVatReturn, type PayVatReturnBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';

export function payVatReturn(
  workFolderId: string,
  vatReturnId: string,
  body: PayVatReturnBody,
): Promise<FiledVatReturn> {
  return api.call(endpoints.payVatReturn, { params: { workFolderId, vatReturnId }, body });
}

/** Pays the VAT due of a filed return from a treasury account. */
export function usePayVatReturn(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vatReturnId, body }: { vatReturnId: string; body: PayVatReturnBody }) =>
      payVatReturn(workFolderId ?? '', vatReturnId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await Promise.all([['journal'], ['reports']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
