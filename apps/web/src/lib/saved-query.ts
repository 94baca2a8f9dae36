import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * docs/seed-spec.md §7, the saved document "re-fetched": the save's answer is shown under `queryKey` at once, then
 * fetched again whether a screen shows it or not. A query that no screen has read yet holds only the answer and no
 * way to fetch; the screen that first reads it fetches it then (the answer is stale from the start).
 */
export async function showSavedThenRefetch(queryClient: QueryClient, queryKey: QueryKey, saved: unknown) {
  const fetchable = queryClient.getQueryCache().find({ queryKey, exact: true })?.options.queryFn !== undefined;
  queryClient.setQueryData(queryKey, saved);
  if (fetchable) await queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
}
