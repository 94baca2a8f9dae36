import type { AccountingDocument } from '@bilan/contract';
import type { QueryClient } from '@tanstack/react-query';
import { DOCUMENT_KINDS, isInvoiceType } from '../../../lib/document-kinds.ts';
import { showSavedThenRefetch } from '../../../lib/saved-query.ts';
import { partiesRootKey } from '../../parties/api/get-parties.ts';
import { documentQueryKey } from './get-document.ts';
import { documentListsKey } from './get-documents.ts';

/**
 * docs/seed-spec.md §7: after saving a document, the list of that type and the saved document are fetched again.
 * Its party (balance, open documents), the journal and the folder's counts changed too.
 */
export async function refreshAfterDocumentSaved(queryClient: QueryClient, document: AccountingDocument) {
  const saved = showSavedThenRefetch(queryClient, documentQueryKey(document.workFolderId, document.id), document);
  const keys: (readonly unknown[])[] = [['journal'], ['workFolders', 'summary']];
  const lists: (readonly unknown[])[] = [];
  if (isInvoiceType(document.type)) {
    lists.push(documentListsKey(document.workFolderId, document.type));
    keys.push(partiesRootKey(DOCUMENT_KINDS[document.type].role));
  }
  await Promise.all([
    saved,
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // The list is fetched now, not when it is next opened: going back shows the saved document at once.
    ...lists.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
  ]);
}
