import {
  type AccountingDocument,
  type DocumentState,
  documentSchema,
  endpoints,
  type InvoiceType,
  pageSchema,
  type Settlement,
} from '@bilan/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface DocumentFilter {
  state: DocumentState | null;
  settlement: Settlement | null;
  partyId: string | null;
  from: string | null;
  to: string | null;
}

export const NO_DOCUMENT_FILTER: DocumentFilter = {
  state: null,
  settlement: null,
  partyId: null,
  from: null,
  to: null,
};
export const DOCUMENT_PAGE_SIZE = 50;

const _documentPageSchema = pageSchema(documentSchema);

/** The lists of one type in one work folder: a saved document of that type refreshes all of them. */
export function documentListsKey(workFolderId: string, type: InvoiceType) {
  return ['documents', workFolderId, 'list', type] as const;
}

export function documentsQueryKey(workFolderId: string, type: InvoiceType, filter: DocumentFilter, limit: number) {
  return [...documentListsKey(workFolderId, type), filter, limit] as const;
}

export function getDocuments(
  workFolderId: string,
  type: InvoiceType,
  filter: DocumentFilter,
  options: { cursor?: string | null; limit?: number } = {},
): Promise<{ items: AccountingDocument[]; total: number; nextCursor: string | null }> {
  const params = new URLSearchParams({ type, limit: String(options.limit ?? DOCUMENT_PAGE_SIZE) });
  for (const name of ['state', 'settlement', 'partyId', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  if (options.cursor) params.set('cursor', options.cursor);
  return api.call(endpoints.documents, { params: { workFolderId }, query: params });
}

/** docs/seed-spec.md §7: the documents of a type in the current work folder, newest first, a page at a time. */
export function useDocuments(
  workFolderId: string | null,
  type: InvoiceType,
  filter: DocumentFilter,
  limit = DOCUMENT_PAGE_SIZE,
) {
  return useInfiniteQuery({
    queryKey: documentsQueryKey(workFolderId ?? '', type, filter, limit),
    queryFn: ({ pageParam }) => getDocuments(workFolderId ?? '', type, filter, { cursor: pageParam, limit }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(workFolderId),
    placeholderData: keepPreviousData,
  });
}
