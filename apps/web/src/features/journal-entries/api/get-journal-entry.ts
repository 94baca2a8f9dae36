import { type AccountingDocument, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useWasDeleted } from '../../../lib/deleted-resources.ts';
import { documentsQueryKey } from './list-journal-entries.ts';

export function journalEntryQueryKey(workFolderId: string, documentId: string) {
  return [...documentsQueryKey(workFolderId, 'JOURNAL_ENTRY'), 'item', documentId] as const;
}

export function getJournalEntry(workFolderId: string, documentId: string): Promise<AccountingDocument> {
  return api.call(endpoints.document, { params: { workFolderId, documentId } });
}

export function useJournalEntry(workFolderId: string | null, documentId: string | null) {
  const deleted = useWasDeleted(documentId);
  return useQuery({
    queryKey: journalEntryQueryKey(workFolderId ?? '', documentId ?? ''),
    queryFn: () => getJournalEntry(workFolderId ?? '', documentId ?? ''),
    enabled: Boolean(workFolderId && documentId) && !deleted,
  });
}
