import {
  type BankStatementLine,
  type CreateStatementEntryBody,
  endpoints,
  type StatementEntry,
  type StatementReconciliation,
} from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { statementsRootKey } from './get-statements.ts';

/** GET .../bank-statements/{id}/reconciliation: the statement, the unreconciled book lines and the suggestions. */
export function getStatementReconciliation(companyId: string, statementId: string): Promise<StatementReconciliation> {
  return api.call(endpoints.statementReconciliation, { params: { companyId, statementId } });
}

export function useStatementReconciliation(companyId: string | null, statementId: string) {
  return useQuery({
    queryKey: [...statementsRootKey, 'reconciliation', companyId ?? '', statementId] as const,
    queryFn: () => getStatementReconciliation(companyId ?? '', statementId),
    enabled: Boolean(companyId),
  });
}

/** POST .../lines/{lineId}/match: reconciles a statement line with journal lines whose amounts add up to it. */
export function useMatchStatementLine(companyId: string | null, statementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      lineId,
      journalLineIds,
    }: {
      lineId: string;
      journalLineIds: string[];
    }): Promise<BankStatementLine> =>
      api.call(endpoints.matchStatementLine, {
        params: { companyId: companyId ?? '', statementId, lineId },
        body: { journalLineIds },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsRootKey }),
  });
}

/** POST .../lines/{lineId}/entry: posts the missing entry (fees, interest) and reconciles the line with it. */
export function useCreateStatementEntry(companyId: string | null, statementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: string; body: CreateStatementEntryBody }): Promise<StatementEntry> =>
      api.call(endpoints.createStatementEntry, { params: { companyId: companyId ?? '', statementId, lineId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsRootKey }),
  });
}
