import type { Party, PartyRole, SavePartyBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { partyEndpointsOf } from '../../../lib/party-role.ts';
import { partiesRootKey } from './get-parties.ts';

/** docs/seed-spec.md §7: POST creates a customer (or supplier), PUT with its id updates it. */
export function saveParty(companyId: string, role: PartyRole, id: string | null, body: SavePartyBody): Promise<Party> {
  const endpoints = partyEndpointsOf(role);
  return id
    ? api.call(endpoints.update, { params: { companyId, id }, body })
    : api.call(endpoints.create, { params: { companyId }, body });
}

export function useSaveParty(companyId: string, role: PartyRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SavePartyBody }) => saveParty(companyId, role, id, body),
    onSuccess: async () => {
      showOperationSucceeded();
      // The lists, the saved party's page and every name shown beside a document.
      await queryClient.invalidateQueries({ queryKey: partiesRootKey(role) });
    },
  });
}
