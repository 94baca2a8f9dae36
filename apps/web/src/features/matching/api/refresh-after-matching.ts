import type { QueryClient } from '@tanstack/react-query';
import { matchingSuggestionsRootKey } from './get-matching-suggestions.ts';
import { matchingsRootKey } from './get-matchings.ts';
import { openItemsRootKey } from './get-open-items.ts';

/**
 * After a matching is made or undone: the open items, matchings and suggestions are read again, and so are the
 * reports, whose statements show letter codes and whose aged balances leave matched items out.
 */
export async function refreshAfterMatching(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [openItemsRootKey, matchingsRootKey, matchingSuggestionsRootKey, ['reports']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
