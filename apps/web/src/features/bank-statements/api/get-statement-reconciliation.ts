import {
  type BankStatementLine,
  bankStatementLineSchema,
  type CreateStatementEntryBody,
  type StatementEntry,
  type StatementReconciliation,
  statementEntrySchema,
  statementReconciliationSchema,
} from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { statementsRootKey } from './get-statements.ts';

const statementPath = (companyId: string, statementId: string) =>
  `/v1/accountings/companies/${encodeURIComponent(companyId)}/bank-statements/${encodeURIComponent(statementId)}`;

/** GET .../bank-statements/{id}/reconciliation: the statement, the unreconciled book lines and the suggestions. */
export function getStatementReconciliation(companyId: string, statementId: string): Promise<StatementReconciliation> {
  return api.get(`${statementPath(companyId, statementId)}/reconciliation`, { schema: statementReconciliationSchema });
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
      api.post(
        `${statementPath(companyId ?? '', statementId)}/lines/${encodeURIComponent(lineId)}/match`,
        { journalLineIds },
        { schema: bankStatementLineSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsRootKey }),
  });
}

/** POST .../lines/{lineId}/entry: posts the missing entry (fees, interest) and reconciles the line with it. */
export function useCreateStatementEntry(companyId: string | null, statementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: string; body: CreateStatementEntryBody }): Promise<StatementEntry> =>
      api.post(`${statementPath(companyId ?? '', statementId)}/lines/${encodeURIComponent(lineId)}/entry`, body, {
        schema: statementEntrySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsRootKey }),
  });
}
