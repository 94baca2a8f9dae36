import { type ExchangeRateOn, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serverErrorCode } from '../../../lib/server-fields.ts';
import { exchangeRatesQueryKey } from './get-exchange-rates.ts';

export function getExchangeRateOn(companyId: string, currency: string, date: string): Promise<ExchangeRateOn> {
  // A missing rate is shown where it is asked (the editor, the payment modal), not as a toast.
  return api.call(
    endpoints.exchangeRateOn,
    { params: { companyId }, query: { currency, date } },
    { errorToast: () => false },
  );
}

/**
 * The rate of `currency` on `date` (the latest on or before it, or the fixed parity); `missing` when the
 * API answers EXCHANGE_RATE_MISSING. Asked only for a currency other than the company's and a full date.
 */
export function useExchangeRateOn(companyId: string | null, currency: string | null, date: string | null) {
  const enabled = Boolean(companyId && currency && date && /^\d{4}-\d{2}-\d{2}$/.test(date));
  const query = useQuery({
    queryKey: [...exchangeRatesQueryKey(companyId ?? '', currency ?? ''), 'on', date ?? ''],
    queryFn: () => getExchangeRateOn(companyId ?? '', currency ?? '', date ?? ''),
    enabled,
    retry: false,
  });
  return { ...query, missing: serverErrorCode(query.error) === 'EXCHANGE_RATE_MISSING' };
}
