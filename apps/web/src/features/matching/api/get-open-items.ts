import { endpoints, type OpenItems } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const openItemsRootKey = ['open-items'] as const;

/** GET .../open-items: the items of a sub-account open at a date (today by default), oldest posting first. */
export function getOpenItems(companyId: string, subAccountId: string, date?: string): Promise<OpenItems> {
  return api.call(endpoints.openItems, { params: { companyId }, query: { subAccountId, limit: 500, date } });
}

export function useOpenItems(companyId: string | null, subAccountId: string | null, date?: string) {
  return useQuery({
    queryKey: [...openItemsRootKey, companyId ?? '', subAccountId ?? '', date ?? null] as const,
    queryFn: () => getOpenItems(companyId ?? '', subAccountId ?? '', date),
    enabled: Boolean(companyId && subAccountId),
  });
}
