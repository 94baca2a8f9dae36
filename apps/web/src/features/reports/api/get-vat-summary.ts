import { type VatSummaryReport, vatSummarySchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type ReportPeriod, reportPath, reportQueryKey } from './report-query.ts';

export function getVatSummary(workFolderId: string, period: ReportPeriod): Promise<VatSummaryReport> {
  return api.get(reportPath(workFolderId, 'vat-summary', { ...period }), { schema: vatSummarySchema });
}

/** VAT collected and deductible per month and rate, and what is due. */
export function useVatSummary(workFolderId: string | null, period: ReportPeriod) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'vat-summary', { ...period }, language),
    queryFn: () => getVatSummary(workFolderId ?? '', period),
    enabled: Boolean(workFolderId),
  });
}
