import { endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterMatching } from './refresh-after-matching.ts';

/** DELETE .../matchings/{id}: unmatches (204), while the folders of its lines are open. */
export async function deleteMatching(companyId: string, matchingId: string): Promise<void> {
  await api.call(endpoints.deleteMatching, { params: { companyId, matchingId } });
}

/** Unmatches, then reads the open items, the matchings and the reports again. */
export function useDeleteMatching(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchingId: string) => deleteMatching(companyId ?? '', matchingId),
    onSuccess: () => refreshAfterMatching(queryClient),
  });
}
