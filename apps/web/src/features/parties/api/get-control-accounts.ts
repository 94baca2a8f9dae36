import { type ControlAccountOption, controlAccountOptionSchema, type PartyRole } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { partyCollectionPath } from '../../../lib/party-role.ts';
import { partiesRootKey } from './get-parties.ts';

const optionsSchema = z.array(controlAccountOptionSchema);

export function getControlAccounts(companyId: string, role: PartyRole): Promise<ControlAccountOption[]> {
  return api.get(`${partyCollectionPath(companyId, role)}/control-accounts`, { schema: optionsSchema });
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
