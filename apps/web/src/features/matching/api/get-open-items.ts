import { type OpenItems, openItemsSchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const openItemsRootKey = ['open-items'] as const;

/** GET .../open-items: the items of a sub-account open at a date (today by default), oldest posting first. */
export function getOpenItems(companyId: string, subAccountId: string, date?: string): Promise<OpenItems> {
  const query = new URLSearchParams({ subAccountId, limit: '500', ...(date ? { date } : {}) });
  return api.get(`/v1/accountings/companies/${encodeURIComponent(companyId)}/open-items?${query}`, {
    schema: openItemsSchema,
  });
}

export function useOpenItems(companyId: string | null, subAccountId: string | null, date?: string) {
  return useQuery({
    queryKey: [...openItemsRootKey, companyId ?? '', subAccountId ?? '', date ?? null] as const,
    queryFn: () => getOpenItems(companyId ?? '', subAccountId ?? '', date),
    enabled: Boolean(companyId && subAccountId),
  });
}
