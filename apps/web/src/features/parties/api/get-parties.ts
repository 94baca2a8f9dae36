import type { PartyPage, PartyRole } from '@bilan/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partyEndpointsOf } from '../../../lib/party-role.ts';

export interface PartyListFilter {
  q: string;
  active: 'true' | 'false' | null;
}

export const PARTY_PAGE_SIZE = 50;

/** Every customer (or supplier) query starts with this key: a save refreshes lists and details at once. */
export function partiesRootKey(role: PartyRole) {
  return ['parties', role] as const;
}

export function partiesQueryKey(
  companyId: string,
  role: PartyRole,
  workFolderId: string | null,
  filter: PartyListFilter,
) {
  return [...partiesRootKey(role), 'list', companyId, workFolderId, filter] as const;
}

export function getParties(
  companyId: string,
  role: PartyRole,
  query: { q?: string; active?: string | null; cursor?: string | null; limit?: number; workFolderId?: string | null },
): Promise<PartyPage> {
  const params = new URLSearchParams({ limit: String(query.limit ?? PARTY_PAGE_SIZE), sort: 'name' });
  if (query.q) params.set('q', query.q);
  if (query.active) params.set('active', query.active);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.workFolderId) params.set('workFolderId', query.workFolderId);
  return api.call(partyEndpointsOf(role).list, { params: { companyId }, query: params });
}

/** A page of customers or suppliers by name, with their balance in the work folder; more pages on demand. */
export function useParties(
  companyId: string | null,
  role: PartyRole,
  workFolderId: string | null,
  filter: PartyListFilter,
) {
  return useInfiniteQuery({
    queryKey: partiesQueryKey(companyId ?? '', role, workFolderId, filter),
    queryFn: ({ pageParam }) => getParties(companyId ?? '', role, { ...filter, cursor: pageParam, workFolderId }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(companyId),
    // Typing in the search box keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
