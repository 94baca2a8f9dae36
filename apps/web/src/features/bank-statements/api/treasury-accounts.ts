import { endpoints, type SaveTreasuryAccountBody, type TreasuryAccountList } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const treasuryAccountsKey = (companyId: string) => ['treasury-accounts', companyId] as const;

/** GET .../treasury-accounts: the class-5 leaves with their kind, journal, currency and IBAN (one page holds a chart's). */
export function getTreasuryAccounts(companyId: string): Promise<TreasuryAccountList> {
  return api.call(endpoints.treasuryAccounts, { params: { companyId }, query: { limit: '500' } });
}

export function useTreasuryAccounts(companyId: string | null) {
  return useQuery({
    queryKey: treasuryAccountsKey(companyId ?? ''),
    queryFn: () => getTreasuryAccounts(companyId ?? ''),
    enabled: Boolean(companyId),
  });
}

/** PUT .../treasury-accounts/{account}: its kind (a wallet gets its journal), currency and IBAN. */
export function useSaveTreasuryAccount(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: string; body: SaveTreasuryAccountBody }) =>
      api.call(endpoints.saveTreasuryAccount, { params: { companyId: companyId ?? '', accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treasuryAccountsKey(companyId ?? '') }),
  });
}
