import { endpoints, type VatPeriods } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { reportQueryKey } from './report-query.ts';

export function getVatPeriods(workFolderId: string): Promise<VatPeriods> {
  return api.call(endpoints.vatPeriods, { params: { workFolderId } });
}

/** The VAT periods of the folder: open or filed, deadline, what is due and whether it is paid. */
export function useVatPeriods(workFolderId: string | null) {
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'vat-periods', {}, currentLanguage()),
    queryFn: () => getVatPeriods(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
