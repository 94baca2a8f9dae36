import { type Accrual, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { yearEndRootKey } from './get-year-end-steps.ts';

export function getAccruals(workFolderId: string): Promise<{ items: Accrual[]; total: number }> {
  return api.call(endpoints.accruals, { params: { workFolderId }, query: { limit: 200 } });
}

/** GET .../year-end/accruals: the folder's accruals (the first 200), with their reversal. */
export function useAccruals(workFolderId: string | null) {
  return useQuery({
    queryKey: [...yearEndRootKey, 'accruals', workFolderId ?? ''] as const,
    queryFn: () => getAccruals(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
