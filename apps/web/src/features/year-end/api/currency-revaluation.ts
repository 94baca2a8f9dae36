import { type CurrencyRevaluation, endpoints } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterYearEndEntry, yearEndRootKey } from './get-year-end-steps.ts';

export function getCurrencyRevaluation(workFolderId: string): Promise<CurrencyRevaluation> {
  return api.call(endpoints.currencyRevaluation, { params: { workFolderId }, query: {} });
}

/** GET .../year-end/currency-revaluation: the open foreign items and cash at the closing rates, or as posted. */
export function useCurrencyRevaluation(workFolderId: string) {
  return useQuery({
    queryKey: [...yearEndRootKey, 'currency-revaluation', workFolderId] as const,
    queryFn: () => getCurrencyRevaluation(workFolderId),
  });
}

/** POST .../year-end/currency-revaluation: posts the differences, the provision and the cash on the last day. */
export function useRevalueCurrencies(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CurrencyRevaluation> =>
      api.call(endpoints.revalueCurrencies, { params: { workFolderId }, body: {} }),
    onSuccess: async () => {
      showOperationSucceeded();
      await refreshAfterYearEndEntry(queryClient);
    },
  });
}
