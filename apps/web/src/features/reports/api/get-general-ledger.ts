import { endpoints, type GeneralLedgerReport } from '@bilan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type ReportPeriod, reportQueryKey } from './report-query.ts';

/** Lines per page of the ledger: "load more" asks the API for the next page after the cursor. */
export const GENERAL_LEDGER_PAGE_SIZE = 100;

export interface GeneralLedgerFilters extends ReportPeriod {
  accountId: string;
  subAccountId?: string | undefined;
  beforeClosing?: 'true' | undefined;
}

export function getGeneralLedger(
  workFolderId: string,
  filters: GeneralLedgerFilters,
  cursor: string | null,
): Promise<GeneralLedgerReport> {
  return api.call(endpoints.generalLedger, {
    params: { workFolderId },
    query: { ...filters, limit: GENERAL_LEDGER_PAGE_SIZE, cursor },
  });
}

/** One account's ledger, page after page; every page carries the opening balance and the period's totals. */
export function useGeneralLedger(workFolderId: string | null, filters: GeneralLedgerFilters | null) {
  const language = currentLanguage();
  return useInfiniteQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'general-ledger', { ...filters }, language),
    queryFn: ({ pageParam }) => getGeneralLedger(workFolderId ?? '', filters ?? { accountId: '' }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(workFolderId && filters?.accountId),
  });
}
