import { endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { yearEndRootKey } from './get-year-end-steps.ts';

export function getProvisionAccounts(workFolderId: string) {
  return api.call(endpoints.provisionAccounts, { params: { workFolderId } });
}

/** GET .../year-end/provisions: the accounts of provisions for risks with their balance. */
export function useProvisionAccounts(workFolderId: string | null) {
  return useQuery({
    queryKey: [...yearEndRootKey, 'provisions', workFolderId ?? ''] as const,
    queryFn: () => getProvisionAccounts(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
