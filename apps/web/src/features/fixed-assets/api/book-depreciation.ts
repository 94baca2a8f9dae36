import { type BookDepreciationBody, type DepreciationRun, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST .../fixed-assets/depreciation: books a month or the folder, one entry per category, once. */
export function bookDepreciation(workFolderId: string, body: BookDepreciationBody): Promise<DepreciationRun> {
  return api.call(endpoints.bookDepreciation, { params: { workFolderId }, body });
}

export function useBookDepreciation(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookDepreciationBody) => bookDepreciation(workFolderId ?? '', body),
    // The ledger's reports read the new entries too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
