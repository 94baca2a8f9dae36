import type { QueryClient } from '@tanstack/react-query';
import { matchingsRootKey } from './get-matchings.ts';
import { openItemsRootKey } from './get-open-items.ts';

/**
 * After a matching is made or undone: the open items and matchings are read again, and so are the
 * reports, whose statements show letter codes and whose aged balances leave matched items out.
 */
export async function refreshAfterMatching(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [openItemsRootKey, matchingsRootKey, ['reports']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
