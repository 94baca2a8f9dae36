import { type AccountingDocument, documentSchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useWasDeleted } from '../../../lib/deleted-resources.ts';

export function documentPathOf(workFolderId: string, documentId: string): string {
  return `/v1/accountings/documents/${encodeURIComponent(documentId)}/workFolders/${encodeURIComponent(workFolderId)}`;
}

export function documentQueryKey(workFolderId: string, documentId: string) {
  return ['documents', workFolderId, 'detail', documentId] as const;
}

export function getDocument(workFolderId: string, documentId: string): Promise<AccountingDocument> {
  return api.get(documentPathOf(workFolderId, documentId), { schema: documentSchema });
}

export function useDocument(workFolderId: string | null, documentId: string | null) {
  const deleted = useWasDeleted(documentId);
  return useQuery({
    queryKey: documentQueryKey(workFolderId ?? '', documentId ?? ''),
    queryFn: () => getDocument(workFolderId ?? '', documentId ?? ''),
    enabled: Boolean(workFolderId && documentId) && !deleted,
  });
}
