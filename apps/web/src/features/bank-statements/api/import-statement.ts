import { type BankStatementImport, endpoints, type ImportBankStatementBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { statementsRootKey } from './get-statements.ts';

/** POST .../bank-statements: imports the file (201), finds nothing new (200), or with `preview` only reads it. */
export function importStatement(companyId: string, body: ImportBankStatementBody): Promise<BankStatementImport> {
  return api.call(endpoints.importBankStatement, { params: { companyId }, body });
}

export function useImportStatement(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBankStatementBody) => importStatement(companyId ?? '', body),
    onSuccess: (_, body) => {
      if (!body.preview) return queryClient.invalidateQueries({ queryKey: statementsRootKey });
    },
  });
}
