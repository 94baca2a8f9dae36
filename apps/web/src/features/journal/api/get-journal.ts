import { endpoints, type JournalReport } from '@bilan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';

/** Entries per page: a page of the journal is a few hundred lines, the next one loads while scrolling. */
export const JOURNAL_PAGE_SIZE = 200;

export interface JournalFilters {
  journalCode?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  accountId?: string | undefined;
  beforeClosing?: 'true' | undefined;
}

export function journalQueryKey(workFolderId: string, filters: JournalFilters, language: string) {
  return ['journal', workFolderId, filters, language] as const;
}

export function getJournal(
  workFolderId: string,
  filters: JournalFilters,
  cursor: string | null,
): Promise<JournalReport> {
  const query = new URLSearchParams({ limit: String(JOURNAL_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  return api.call(endpoints.journal, { params: { workFolderId }, query });
}

/** The journal of a folder, page after page; every page carries the totals of the whole filter. */
export function useJournal(workFolderId: string | null, filters: JournalFilters) {
  // Account labels come in the reader's language: the cache keeps one copy per language.
  const language = currentLanguage();
  return useInfiniteQuery({
    queryKey: journalQueryKey(workFolderId ?? '', filters, language),
    queryFn: ({ pageParam }) => getJournal(workFolderId ?? '', filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(workFolderId),
  });
}
