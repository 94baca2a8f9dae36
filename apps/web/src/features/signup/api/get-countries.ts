import { type Country, countrySchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

export const countriesQueryKey = ['referentials', 'countries'] as const;

export function getCountries(): Promise<Country[]> {
  return api.get('/v1/referentials/countries', { schema: z.array(countrySchema) });
}

export function useCountries() {
  return useQuery({ queryKey: countriesQueryKey, queryFn: getCountries, staleTime: Number.POSITIVE_INFINITY });
}
