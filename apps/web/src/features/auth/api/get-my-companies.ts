import { endpoints, type MemberCompany } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const myCompaniesQueryKey = ['auth', 'companies'] as const;

export function getMyCompanies(): Promise<MemberCompany[]> {
  return api.call(endpoints.myCompanies, {});
}

/** The companies the user is an active member of (their own and the subsidiaries they belong to). */
export function useMyCompanies(enabled = true) {
  return useQuery({ queryKey: myCompaniesQueryKey, queryFn: getMyCompanies, enabled, staleTime: 60 * 1000 });
}
