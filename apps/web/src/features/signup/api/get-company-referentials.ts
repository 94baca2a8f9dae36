import { type CompanyReferentials, endpoints, type Language } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function companyReferentialsQueryKey(countryCode: string, language: Language) {
  return ['referentials', 'companies', countryCode, language] as const;
}

export function getCompanyReferentials(countryCode: string, language: Language): Promise<CompanyReferentials> {
  const query = new URLSearchParams({ countryCode, lang: language });
  return api.call(endpoints.companyReferentials, { query });
}

/** Types, domain areas, sub-domain areas and tax systems: they reload when the country or the language changes. */
export function useCompanyReferentials(countryCode: string, language: Language) {
  return useQuery({
    queryKey: companyReferentialsQueryKey(countryCode, language),
    queryFn: () => getCompanyReferentials(countryCode, language),
    enabled: countryCode !== '',
    staleTime: 60 * 60 * 1000,
    // Keeps the same country's labels on screen while the other language loads, so nothing flickers.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === countryCode ? previous : undefined),
  });
}
