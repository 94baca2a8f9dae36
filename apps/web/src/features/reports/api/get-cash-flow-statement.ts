import { type CashFlowStatementReport, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { reportQueryKey } from './report-query.ts';

export function getCashFlowStatement(workFolderId: string): Promise<CashFlowStatementReport> {
  return api.call(endpoints.cashFlowStatement, { params: { workFolderId }, query: {} });
}

/** The SYSCOHADA cash-flow statement (TFT) of the folder, with N-1. */
export function useCashFlowStatement(workFolderId: string | null) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'cash-flow-statement', {}, language),
    queryFn: () => getCashFlowStatement(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
