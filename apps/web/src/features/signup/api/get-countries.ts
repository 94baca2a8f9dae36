import { type Country, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const countriesQueryKey = ['referentials', 'countries'] as const;

export function getCountries(): Promise<Country[]> {
  return api.call(endpoints.countries, {});
}

export function useCountries() {
  return useQuery({ queryKey: countriesQueryKey, queryFn: getCountries, staleTime: Number.POSITIVE_INFINITY });
}
