import { type ExchangeRateList, endpoints } from '@bilan/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function exchangeRatesQueryKey(companyId: string, currency?: string) {
  return currency ? (['exchange-rates', companyId, currency] as const) : (['exchange-rates', companyId] as const);
}

export function getExchangeRates(
  companyId: string,
  currency: string | null,
  cursor?: string,
): Promise<ExchangeRateList> {
  return api.call(endpoints.exchangeRates, {
    params: { companyId },
    query: { limit: 100, ...(currency ? { currency } : {}), ...(cursor ? { cursor } : {}) },
  });
}

/** The company's rates by page (latest first per currency), one currency's when `currency` is set, and the fixed parities. */
export function useExchangeRates(companyId: string | null, currency: string | null) {
  return useInfiniteQuery({
    queryKey: [...exchangeRatesQueryKey(companyId ?? '', currency ?? ''), 'list'],
    queryFn: ({ pageParam }) => getExchangeRates(companyId ?? '', currency, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}
