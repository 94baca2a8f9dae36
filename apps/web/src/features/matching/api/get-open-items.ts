import { endpoints, type OpenItems } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const openItemsRootKey = ['open-items'] as const;

/** Whose lines are matched: one sub-account (a customer's or supplier's), or a whole account and its sub-accounts. */
export type MatchingScope = { subAccountId: string } | { accountId: string };

/** The scope as query parameters of the open-items and matchings endpoints. */
export function scopeParams(scope: MatchingScope): Record<string, string> {
  return 'subAccountId' in scope ? { subAccountId: scope.subAccountId } : { accountId: scope.accountId };
}

/** GET .../open-items: the items of a scope open at a date (today by default), oldest posting first. */
export function getOpenItems(companyId: string, scope: MatchingScope, date?: string): Promise<OpenItems> {
  return api.call(endpoints.openItems, { params: { companyId }, query: { ...scopeParams(scope), limit: 500, date } });
}

export function useOpenItems(companyId: string | null, scope: MatchingScope | null, date?: string) {
  return useQuery({
    queryKey: [...openItemsRootKey, companyId ?? '', scope, date ?? null] as const,
    queryFn: () => getOpenItems(companyId ?? '', scope ?? { accountId: '' }, date),
    enabled: Boolean(companyId && scope),
  });
}
