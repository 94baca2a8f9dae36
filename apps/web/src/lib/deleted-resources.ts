import { type QueryClient, useQueryClient } from '@tanstack/react-query';

const deletedKey = (id: string) => ['deleted', id] as const;

/**
 * Remembers, for this session's query cache, that a draft was deleted. Its page is still on screen
 * for a moment after the DELETE answers; a re-render then must not fetch it again (a stray NOT_FOUND).
 */
export function markDeleted(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(deletedKey(id), true);
}

/** Whether this draft was deleted: its detail query stays disabled. */
export function useWasDeleted(id: string | null): boolean {
  const queryClient = useQueryClient();
  return id !== null && queryClient.getQueryData(deletedKey(id)) === true;
}
