import { endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry } from './get-year-end-steps.ts';

export function bookAccrualReversals(companyId: string) {
  return api.call(endpoints.bookAccrualReversals, { params: { companyId } });
}

/** POST .../accrual-reversals: the reversals waiting for the next folder, booked once it exists. */
export function useBookAccrualReversals(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookAccrualReversals(companyId),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
