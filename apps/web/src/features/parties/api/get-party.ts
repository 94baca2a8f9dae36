import { type PartyDetail, type PartyRole, partyDetailSchema } from '@bilan/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partyCollectionPath } from '../party-role.ts';
import { partiesRootKey } from './get-parties.ts';

export function partyQueryKey(companyId: string, role: PartyRole, partyId: string, workFolderId: string | null) {
  return [...partiesRootKey(role), 'detail', companyId, partyId, workFolderId] as const;
}

export function getParty(
  companyId: string,
  role: PartyRole,
  partyId: string,
  workFolderId: string | null,
): Promise<PartyDetail> {
  const query = workFolderId ? `?workFolderId=${encodeURIComponent(workFolderId)}` : '';
  return api.get(`${partyCollectionPath(companyId, role)}/${encodeURIComponent(partyId)}${query}`, {
    schema: partyDetailSchema,
  });
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
 * The names of the parties a page of documents or payments names, one cached request per party (a page
 * names a few dozen at most): id → name.
 */
export function usePartyNames(
  companyId: string | null,
  role: PartyRole,
  partyIds: readonly (string | null)[],
  workFolderId: string | null,
): Map<string, string> {
  const ids = [...new Set(partyIds.filter((id): id is string => Boolean(id)))];
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: partyQueryKey(companyId ?? '', role, id, workFolderId),
      queryFn: () => getParty(companyId ?? '', role, id, workFolderId),
      enabled: Boolean(companyId),
      staleTime: 60_000,
    })),
  });
  const names = new Map<string, string>();
  results.forEach((result, index) => {
    const id = ids[index];
    if (id && result.data) names.set(id, result.data.name);
  });
  return names;
}
