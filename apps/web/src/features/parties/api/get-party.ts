import { PAGE_SIZE_MAX, type PartyDetail, type PartyRole } from '@bilan/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partyEndpointsOf } from '../../../lib/party-role.ts';
import { getParties, partiesRootKey } from './get-parties.ts';

export function partyQueryKey(companyId: string, role: PartyRole, partyId: string, workFolderId: string | null) {
  return [...partiesRootKey(role), 'detail', companyId, partyId, workFolderId] as const;
}

export function getParty(
  companyId: string,
  role: PartyRole,
  partyId: string,
  workFolderId: string | null,
): Promise<PartyDetail> {
  return api.call(partyEndpointsOf(role).detail, { params: { companyId, id: partyId }, query: { workFolderId } });
}

/** One customer or supplier with its balance in the work folder and its open documents. */
export function useParty(
  companyId: string | null,
  role: PartyRole,
  partyId: string | null,
  workFolderId: string | null,
) {
  return useQuery({
    queryKey: partyQueryKey(companyId ?? '', role, partyId ?? '', workFolderId),
    queryFn: () => getParty(companyId ?? '', role, partyId ?? '', workFolderId),
    enabled: Boolean(companyId && partyId),
  });
}

/**
 * The names of the parties a page of documents or payments names: id → name. One request for the
 * first 500 parties by name (most companies have fewer); a party beyond them is asked for on its own.
 */
export function usePartyNames(
  companyId: string | null,
  role: PartyRole,
  partyIds: readonly (string | null)[],
  workFolderId: string | null,
): Map<string, string> {
  const directory = useQuery({
    queryKey: [...partiesRootKey(role), 'names', companyId ?? ''] as const,
    queryFn: () => getParties(companyId ?? '', role, { limit: PAGE_SIZE_MAX }),
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
  const names = new Map((directory.data?.items ?? []).map((party) => [party.id, party.name]));
  const missing = directory.data
    ? [...new Set(partyIds.filter((id): id is string => Boolean(id) && !names.has(id ?? '')))]
    : [];
  const results = useQueries({
    queries: missing.map((id) => ({
      queryKey: partyQueryKey(companyId ?? '', role, id, workFolderId),
      queryFn: () => getParty(companyId ?? '', role, id, workFolderId),
      enabled: Boolean(companyId),
      staleTime: 60_000,
    })),
  });
  results.forEach((result, index) => {
    const id = missing[index];
    if (id && result.data) names.set(id, result.data.name);
  });
  return names;
}
