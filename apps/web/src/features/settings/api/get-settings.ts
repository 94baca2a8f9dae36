import { type CompanySettings, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function settingsQueryKey(companyId: string) {
  return ['settings', companyId] as const;
}

export function getSettings(companyId: string): Promise<CompanySettings> {
  return api.call(endpoints.settings, { params: { companyId } });
}

/** The company's settings: identity, VAT rates, posting accounts, numbering and preferences. */
export function useSettings(companyId: string | null) {
  return useQuery({
    queryKey: settingsQueryKey(companyId ?? ''),
    queryFn: () => getSettings(companyId ?? ''),
    enabled: Boolean(companyId),
  });
}
