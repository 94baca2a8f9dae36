import { type Company, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currencyScaleOf } from '../../../lib/format.ts';
import { useStoredValue } from '../../../lib/storage.ts';

export function companyQueryKey(companyId: string) {
  return ['companies', companyId] as const;
}

export function getCompany(companyId: string): Promise<Company> {
  return api.call(endpoints.company, { params: { id: companyId } });
}

export function useCompany(companyId: string | null) {
  return useQuery({
    queryKey: companyQueryKey(companyId ?? ''),
    queryFn: () => getCompany(companyId ?? ''),
    enabled: Boolean(companyId),
    staleTime: 5 * 60 * 1000,
  });
}

/** The current company's currency and its number of decimals (XAF 0, EUR 2): amounts are read and shown with it. */
export function useCompanyMoney() {
  const companyId = useStoredValue('companyId');
  const company = useCompany(companyId);
  const currency = company.data?.currency ?? null;
  return { companyId, currency, scale: currency ? currencyScaleOf(currency) : null, isLoading: company.isLoading };
}
