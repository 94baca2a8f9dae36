import { endpoints, type Matching } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterMatching } from './refresh-after-matching.ts';

/** POST .../matchings {lineIds}: the matching with its letter code (201). */
export function createMatching(companyId: string, lineIds: readonly string[]): Promise<Matching> {
  return api.call(endpoints.createMatching, { params: { companyId }, body: { lineIds: [...lineIds] } });
}

/** Matches lines, then reads the open items, the matchings and the reports again. */
export function useCreateMatching(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineIds: readonly string[]) => createMatching(companyId ?? '', lineIds),
    onSuccess: () => refreshAfterMatching(queryClient),
  });
}
