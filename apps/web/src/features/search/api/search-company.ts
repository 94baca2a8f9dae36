import { endpoints, type SearchResults } from '@bilan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { useStoredValue } from '../../../lib/storage.ts';

export function searchQueryKey(companyId: string, text: string, language: string) {
  return ['search', companyId, language, text] as const;
}

export function searchCompany(companyId: string, text: string): Promise<SearchResults> {
  const params = new URLSearchParams({ q: text });
  return api.call(endpoints.search, { params: { companyId }, query: params });
}

/**
 * The current company's documents, parties and accounts matching `text` (already trimmed); nothing is
 * asked for a blank text. Account labels follow the language, so it is part of the key.
 */
export function useSearchResults(text: string) {
  const companyId = useStoredValue('companyId');
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: searchQueryKey(companyId ?? '', text, language),
    queryFn: () => searchCompany(companyId ?? '', text),
    enabled: Boolean(companyId && text),
    // While the user types, the previous results stay on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
}
