import { type Party, type PartyRole, partySchema, type SavePartyBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { partyCollectionPath } from '../../../lib/party-role.ts';
import { partiesRootKey } from './get-parties.ts';

/** docs/seed-spec.md §7: POST creates a customer (or supplier), PUT with its id updates it. */
export function saveParty(companyId: string, role: PartyRole, id: string | null, body: SavePartyBody): Promise<Party> {
  const collection = partyCollectionPath(companyId, role);
  return id
    ? api.put(`${collection}/${encodeURIComponent(id)}`, body, { schema: partySchema })
    : api.post(collection, body, { schema: partySchema });
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
