import type { ControlAccountOption, PartyRole } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partyEndpointsOf } from '../../../lib/party-role.ts';
import { partiesRootKey } from './get-parties.ts';

export function getControlAccounts(companyId: string, role: PartyRole): Promise<ControlAccountOption[]> {
  return api.call(partyEndpointsOf(role).controlAccounts, { params: { companyId } });
}

/** The accounts a customer (41x) or supplier (40x, 481 in SYSCOHADA) may hang under, the settings' one marked. */
export function useControlAccounts(companyId: string | null, role: PartyRole) {
  return useQuery({
    queryKey: [...partiesRootKey(role), 'control-accounts', companyId ?? ''] as const,
    queryFn: () => getControlAccounts(companyId ?? '', role),
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}
