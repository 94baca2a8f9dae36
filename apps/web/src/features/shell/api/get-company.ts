import { type Company, companySchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function companyQueryKey(companyId: string) {
  return ['companies', companyId] as const;
}

export function getCompany(companyId: string): Promise<Company> {
  return api.get(`/v1/companies/${encodeURIComponent(companyId)}`, { schema: companySchema });
}

export function useCompany(companyId: string | null) {
  return useQuery({
    queryKey: companyQueryKey(companyId ?? ''),
    queryFn: () => getCompany(companyId ?? ''),
    enabled: Boolean(companyId),
    staleTime: 5 * 60 * 1000,
  });
}
