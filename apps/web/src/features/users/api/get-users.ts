import { type CompanyUserPage, endpoints, PAGE_SIZE_MAX } from '@bilan/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const USER_PAGE_SIZE = 50;

/** Every query of the members starts with this key: an invitation or a change refreshes them all. */
export const usersRootKey = ['users'] as const;

export function getUsers(
  companyId: string,
  query: { limit: number; cursor?: string | null },
): Promise<CompanyUserPage> {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.cursor) params.set('cursor', query.cursor);
  return api.call(endpoints.companyUsers, { params: { companyId }, query: params });
}

/** The members of the company, a page at a time. */
export function useUsers(companyId: string | null) {
  return useInfiniteQuery({
    queryKey: [...usersRootKey, companyId ?? '', 'list'],
    queryFn: ({ pageParam }) => getUsers(companyId ?? '', { limit: USER_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(companyId),
  });
}

/**
 * One member, found in the largest page the API serves: there is no endpoint for a single member,
 * and a company with more members than that is not one Bilan serves today.
 */
export function useMember(companyId: string | null, userId: string | null) {
  return useQuery({
    queryKey: [...usersRootKey, companyId ?? '', 'all'],
    queryFn: () => getUsers(companyId ?? '', { limit: PAGE_SIZE_MAX }),
    enabled: Boolean(companyId && userId),
    select: (page) => page.items.find((member) => member.id === userId) ?? null,
  });
}
