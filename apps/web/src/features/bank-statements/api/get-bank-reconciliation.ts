import { type BankReconciliationReport, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { statementsRootKey } from './get-statements.ts';

/** GET .../workFolders/{id}/bank-reconciliation: the reconciliation of a treasury account at a date. */
export function useBankReconciliation(workFolderId: string | null, treasuryAccountId: string | null, date?: string) {
  return useQuery({
    queryKey: [...statementsRootKey, 'report', workFolderId ?? '', treasuryAccountId ?? '', date ?? null] as const,
    queryFn: (): Promise<BankReconciliationReport> =>
      api.call(endpoints.bankReconciliation, {
        params: { workFolderId: workFolderId ?? '' },
        query: { treasuryAccountId, date },
      }),
    enabled: Boolean(workFolderId && treasuryAccountId),
  });
}
