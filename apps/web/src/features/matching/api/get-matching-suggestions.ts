import { endpoints, type MatchingSuggestion } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type MatchingScope, scopeParams } from './get-open-items.ts';

export const matchingSuggestionsRootKey = ['matching-suggestions'] as const;

/** GET .../matchings/suggestions: pairs of unmatched lines of the same amount (and reference), to confirm. */
export function getMatchingSuggestions(companyId: string, scope: MatchingScope): Promise<MatchingSuggestion[]> {
  return api.call(endpoints.matchingSuggestions, {
    params: { companyId },
    query: { ...scopeParams(scope), limit: 100 },
  });
}

/** Read only once the user asks for suggestions (`enabled`). */
export function useMatchingSuggestions(companyId: string | null, scope: MatchingScope, enabled: boolean) {
  return useQuery({
    queryKey: [...matchingSuggestionsRootKey, companyId ?? '', scope] as const,
    queryFn: () => getMatchingSuggestions(companyId ?? '', scope),
    enabled: Boolean(companyId) && enabled,
  });
}
