import { endpoints, type YearEndStepStates } from '@bilan/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Every year-end query starts with this key: a booking refreshes them all. */
export const yearEndRootKey = ['year-end'] as const;

export function getYearEndSteps(workFolderId: string): Promise<YearEndStepStates> {
  return api.call(endpoints.yearEndSteps, { params: { workFolderId } });
}

/** GET .../year-end/steps: each year-end step's state for the folder. */
export function useYearEndSteps(workFolderId: string | null) {
  return useQuery({
    queryKey: [...yearEndRootKey, 'steps', workFolderId ?? ''] as const,
    queryFn: () => getYearEndSteps(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}

/** A year-end entry was posted: the year-end screens, the journal and the reports changed. */
export function refreshAfterYearEndEntry(queryClient: QueryClient) {
  return Promise.all(
    [yearEndRootKey, ['journal'], ['reports'], ['open-items']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
