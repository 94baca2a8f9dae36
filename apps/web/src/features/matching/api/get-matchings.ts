import { endpoints, type MatchingList } from '@bilan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type MatchingScope, scopeParams } from './get-open-items.ts';

export const matchingsRootKey = ['matchings'] as const;

/** Matchings per page: "show more" asks for the next page after the cursor. */
export const MATCHINGS_PAGE_SIZE = 20;

/** GET .../matchings: the matchings of a scope with their lines, newest first. */
export function getMatchings(companyId: string, scope: MatchingScope, cursor: string | null): Promise<MatchingList> {
  return api.call(endpoints.matchings, {
    params: { companyId },
    query: { ...scopeParams(scope), limit: MATCHINGS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

export function useMatchings(companyId: string | null, scope: MatchingScope | null) {
  return useInfiniteQuery({
    queryKey: [...matchingsRootKey, companyId ?? '', scope] as const,
    queryFn: ({ pageParam }) => getMatchings(companyId ?? '', scope ?? { accountId: '' }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(companyId && scope),
  });
}
