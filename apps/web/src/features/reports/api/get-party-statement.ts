import { endpoints, type PartyStatementReport } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type ReportPeriod, reportQueryKey } from './report-query.ts';

export interface PartyStatementFilters extends ReportPeriod {
  partyId: string;
}

/** A customer's or supplier's statement of account (relevé de compte) over a period of the folder. */
export function getPartyStatement(workFolderId: string, filters: PartyStatementFilters): Promise<PartyStatementReport> {
  return api.call(endpoints.partyStatement, { params: { workFolderId }, query: { ...filters } });
}

export function usePartyStatement(workFolderId: string | null, filters: PartyStatementFilters) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'party-statement', { ...filters }, language),
    queryFn: () => getPartyStatement(workFolderId ?? '', filters),
    enabled: Boolean(workFolderId && filters.partyId),
  });
}
