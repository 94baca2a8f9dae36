import { endpoints, type Language, type MailDraft, type MailSummary, type SendMailBody } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const documentMailsQueryKey = (workFolderId: string, documentId: string) =>
  ['documents', workFolderId, 'mails', documentId] as const;

/** GET …/mail-draft: the party's address, a subject and a text in the language asked. */
export function useDocumentMailDraft(workFolderId: string, documentId: string, language: Language, enabled: boolean) {
  return useQuery({
    queryKey: ['documents', workFolderId, 'mail-draft', documentId, language] as const,
    queryFn: (): Promise<MailDraft> =>
      api.call(endpoints.documentMailDraft, { params: { workFolderId, documentId }, query: { language } }),
    enabled,
  });
}

/** GET …/mails: the document's mails, newest first; refreshed while one waits to go. */
export function useDocumentMails(workFolderId: string, documentId: string) {
  return useQuery({
    queryKey: documentMailsQueryKey(workFolderId, documentId),
    queryFn: (): Promise<MailSummary[]> => api.call(endpoints.documentMails, { params: { workFolderId, documentId } }),
    refetchInterval: (query) => (query.state.data?.some((mail) => mail.state === 'QUEUED') ? 5000 : false),
  });
}

/** POST …/mails: queues the mail; the history shows it at once. */
export function useMailDocument(workFolderId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMailBody): Promise<MailSummary> =>
      api.call(endpoints.mailDocument, { params: { workFolderId, documentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentMailsQueryKey(workFolderId, documentId) }),
  });
}
