import { type CompanyPage, endpoints } from '@bilan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const SUBSIDIARY_PAGE_SIZE = 50;

export function subsidiariesQueryKey(companyId: string) {
  return ['subsidiaries', companyId] as const;
}

export function getSubsidiaries(companyId: string, cursor: string | null): Promise<CompanyPage> {
  const params = new URLSearchParams({ limit: String(SUBSIDIARY_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return api.call(endpoints.subsidiaries, { params: { companyId }, query: params });
}

/** The subsidiaries of the current company, with their country and currency, a page at a time. */
export function useSubsidiaries(companyId: string | null) {
  return useInfiniteQuery({
    queryKey: subsidiariesQueryKey(companyId ?? ''),
    queryFn: ({ pageParam }) => getSubsidiaries(companyId ?? '', pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(companyId),
  });
}
