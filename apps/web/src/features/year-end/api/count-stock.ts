import { type CountStockBody, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry } from './get-year-end-steps.ts';

export function countStock(workFolderId: string, body: CountStockBody) {
  return api.call(endpoints.countStock, { params: { workFolderId }, body });
}

/** POST .../year-end/stocks: the stock variation and write-down of a count. */
export function useCountStock(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CountStockBody) => countStock(workFolderId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
