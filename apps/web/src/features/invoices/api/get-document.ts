import { type AccountingDocument, endpoints } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useWasDeleted } from '../../../lib/deleted-resources.ts';

export function documentQueryKey(workFolderId: string, documentId: string) {
  return ['documents', workFolderId, 'detail', documentId] as const;
}

export function getDocument(workFolderId: string, documentId: string): Promise<AccountingDocument> {
  return api.call(endpoints.document, { params: { workFolderId, documentId } });
}

export function useDocument(workFolderId: string | null, documentId: string | null) {
  const deleted = useWasDeleted(documentId);
  return useQuery({
    queryKey: documentQueryKey(workFolderId ?? '', documentId ?? ''),
    queryFn: () => getDocument(workFolderId ?? '', documentId ?? ''),
    enabled: Boolean(workFolderId && documentId) && !deleted,
  });
}
