import { type BookIncomeTaxBody, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry } from './get-year-end-steps.ts';

export function bookIncomeTax(workFolderId: string, body: BookIncomeTaxBody) {
  return api.call(endpoints.bookIncomeTax, { params: { workFolderId }, body });
}

/** POST .../year-end/income-tax: the year's tax booked, or the change since it was. */
export function useBookIncomeTax(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookIncomeTaxBody) => bookIncomeTax(workFolderId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
