import { endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { yearEndRootKey } from './get-year-end-steps.ts';

export function getStockAccounts(workFolderId: string) {
  return api.call(endpoints.stockAccounts, { params: { workFolderId } });
}

/** GET .../year-end/stocks: the stock accounts with their balance and write-down at the folder's end. */
export function useStockAccounts(workFolderId: string | null) {
  return useQuery({
    queryKey: [...yearEndRootKey, 'stocks', workFolderId ?? ''] as const,
    queryFn: () => getStockAccounts(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
