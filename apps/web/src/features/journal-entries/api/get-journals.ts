import { endpoints, type Journal } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function journalsQueryKey(companyId: string) {
  return ['journals', companyId] as const;
}

export function getJournals(companyId: string): Promise<Journal[]> {
  return api.call(endpoints.journals, { params: { companyId } });
}

/** The company's journals (VE, AC, BQ, CA, OD, AN and its own): the entry editor and the journal filter list them. */
export function useJournals(companyId: string | null) {
  return useQuery({
    queryKey: journalsQueryKey(companyId ?? ''),
    queryFn: () => getJournals(companyId ?? ''),
    enabled: Boolean(companyId),
    staleTime: 10 * 60 * 1000,
  });
}
