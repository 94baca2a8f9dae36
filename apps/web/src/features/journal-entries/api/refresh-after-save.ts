import type { AccountingDocument } from '@bilan/contract';
import type { QueryClient } from '@tanstack/react-query';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { showSavedThenRefetch } from '../../../lib/saved-query.ts';
import { journalEntryQueryKey } from './get-journal-entry.ts';
import { documentsQueryKey } from './list-journal-entries.ts';

/**
 * docs/seed-spec.md §7, after a document is saved: the success toast, then the list of its type and the document
 * itself are fetched again. A posting (validation, cancellation) also changes the journal, the folder's
 * totals, the reports and which accounts have postings.
 */
export async function refreshAfterSave(
  queryClient: QueryClient,
  document: AccountingDocument,
  { posted }: { posted: boolean },
): Promise<void> {
  showOperationSucceeded();
  const saved = showSavedThenRefetch(queryClient, journalEntryQueryKey(document.workFolderId, document.id), document);
  const keys: (readonly unknown[])[] = [
    documentsQueryKey(document.workFolderId, document.type),
    ['workFolders', 'summary', document.workFolderId],
  ];
  if (posted) keys.push(['journal', document.workFolderId], ['reports', document.workFolderId], ['chartOfAccounts']);
  await Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // The lists are fetched now, not when they are next opened.
    queryClient.invalidateQueries({
      queryKey: [...documentsQueryKey(document.workFolderId, document.type), 'list'],
      refetchType: 'all',
    }),
    saved,
  ]);
}
