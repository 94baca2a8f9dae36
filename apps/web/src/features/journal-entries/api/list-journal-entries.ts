import { type AccountingDocument, type DocumentState, documentSchema, endpoints, pageSchema } from '@bilan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const JOURNAL_ENTRY_PAGE_SIZE = 50;

export interface JournalEntryFilters {
  journalCode?: string | undefined;
  state?: DocumentState | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Every query about one type of document of a folder starts with this key: one invalidation re-fetches them all. */
export function documentsQueryKey(workFolderId: string, type: AccountingDocument['type']) {
  return ['documents', workFolderId, type] as const;
}

export function journalEntriesQueryKey(workFolderId: string, filters: JournalEntryFilters) {
  return [...documentsQueryKey(workFolderId, 'JOURNAL_ENTRY'), 'list', filters] as const;
}

const _journalEntriesPageSchema = pageSchema(documentSchema);

export function listJournalEntries(workFolderId: string, filters: JournalEntryFilters, cursor: string | null) {
  const query = new URLSearchParams({ type: 'JOURNAL_ENTRY', limit: String(JOURNAL_ENTRY_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  return api.call(endpoints.documents, { params: { workFolderId }, query });
}

/** The folder's journal-entry documents, page after page ("load more"). */
export function useJournalEntries(workFolderId: string | null, filters: JournalEntryFilters) {
  return useInfiniteQuery({
    queryKey: journalEntriesQueryKey(workFolderId ?? '', filters),
    queryFn: ({ pageParam }) => listJournalEntries(workFolderId ?? '', filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(workFolderId),
  });
}
