import { type CreateExchangeRateBody, type ExchangeRateImport, type ExchangeRateRow, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { exchangeRatesQueryKey } from './get-exchange-rates.ts';

/** Every change of the table: the lists and the rates of a date read again. */
function useRatesChange<Input, Output>(
  companyId: string,
  mutationFn: (input: Input) => Promise<Output>,
  { toast = true }: { toast?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (toast) showOperationSucceeded();
      await queryClient.invalidateQueries({ queryKey: exchangeRatesQueryKey(companyId) });
    },
  });
}

/** Sets a currency's rate on a day (replacing that day's). */
export function useSetExchangeRate(companyId: string) {
  return useRatesChange(
    companyId,
    (body: CreateExchangeRateBody): Promise<ExchangeRateRow> =>
      api.call(endpoints.createExchangeRate, { params: { companyId }, body }),
  );
}

export function useDeleteExchangeRate(companyId: string) {
  return useRatesChange(
    companyId,
    (rateId: string): Promise<void> => api.call(endpoints.deleteExchangeRate, { params: { companyId, rateId } }),
  );
}

/**
 * Imports a CSV whole or not at all; a refusal names each wrong line (`lines.N.field`), shown beside the
 * file rather than as a toast; the screen says how many rates came in.
 */
export function useImportExchangeRates(companyId: string) {
  return useRatesChange(
    companyId,
    (content: string): Promise<ExchangeRateImport> =>
      api.call(
        endpoints.importExchangeRates,
        { params: { companyId }, body: { content } },
        { errorToast: (error) => error.code === null },
      ),
    { toast: false },
  );
}
