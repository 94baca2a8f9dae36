import { type BankStatementList, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const statementsRootKey = ['bank-statements'] as const;

/** GET .../bank-statements: the statements imported, newest first. */
export function getStatements(companyId: string, treasuryAccountId?: string): Promise<BankStatementList> {
  const query = new URLSearchParams({ limit: '100', ...(treasuryAccountId ? { treasuryAccountId } : {}) });
  return api.call(endpoints.bankStatements, { params: { companyId }, query });
}

export function useStatements(companyId: string | null) {
  return useQuery({
    queryKey: [...statementsRootKey, 'list', companyId ?? ''] as const,
    queryFn: () => getStatements(companyId ?? ''),
    enabled: Boolean(companyId),
  });
}

/** GET .../bank-statement-mappings/{account}: the CSV mapping saved for a treasury account. */
export function useStatementMapping(companyId: string | null, treasuryAccountId: string | null) {
  return useQuery({
    queryKey: [...statementsRootKey, 'mapping', companyId ?? '', treasuryAccountId ?? ''] as const,
    queryFn: () =>
      api.call(endpoints.statementMapping, {
        params: { companyId: companyId ?? '', treasuryAccountId: treasuryAccountId ?? '' },
      }),
    enabled: Boolean(companyId && treasuryAccountId),
  });
}
