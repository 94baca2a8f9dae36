import { type DoubtfulReceivable, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { yearEndRootKey } from './get-year-end-steps.ts';

export function getDoubtfulReceivables(workFolderId: string): Promise<{ items: DoubtfulReceivable[] }> {
  return api.call(endpoints.doubtfulReceivables, { params: { workFolderId }, query: { limit: 200 } });
}

/** GET .../year-end/doubtful-receivables: the company's doubtful receivables (the first 200). */
export function useDoubtfulReceivables(workFolderId: string | null) {
  return useQuery({
    queryKey: [...yearEndRootKey, 'doubtful', workFolderId ?? ''] as const,
    queryFn: () => getDoubtfulReceivables(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
