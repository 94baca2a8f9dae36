import { endpoints, type VatReturnReport } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { reportQueryKey } from './report-query.ts';

/** `period`: a month (2026-03) or a quarter (2026-Q1); undefined, the whole folder. */
export function getVatReturn(workFolderId: string, period: string | undefined): Promise<VatReturnReport> {
  return api.call(endpoints.vatReturn, { params: { workFolderId }, query: { period } });
}

/** The VAT return of a month, a quarter or the folder, from the VAT accounts of the ledger. */
export function useVatReturn(workFolderId: string | null, period: string | undefined) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'vat-return', { period }, language),
    queryFn: () => getVatReturn(workFolderId ?? '', period),
    enabled: Boolean(workFolderId),
  });
}
