import { endpoints, type Language, type MailDraft, type MailSummary, type SendMailBody } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * Something "Send by email" can mail: an invoice or credit note, a party's statement, a reminder letter.
 * The dialog and the history are the same for all; only where the draft comes from and where the mail
 * goes differ.
 */
export interface MailTarget {
  /** Names the mailed thing in the draft's query key. */
  key: readonly unknown[];
  /** The history the new mail appears in, refreshed once it is queued. */
  historyKey: readonly unknown[];
  /** No language: the party's own, else the company's (the draft answers which). */
  draft: (language: Language | undefined) => Promise<MailDraft>;
  send: (body: SendMailBody) => Promise<MailSummary>;
}

export const documentMailsQueryKey = (workFolderId: string, documentId: string) =>
  ['documents', workFolderId, 'mails', documentId] as const;

export const partyMailsQueryKey = (partyId: string) => ['parties', partyId, 'mails'] as const;

/** An invoice or a credit note, validated and numbered. */
export function documentMailTarget(workFolderId: string, documentId: string): MailTarget {
  const params = { workFolderId, documentId };
  return {
    key: ['documents', workFolderId, 'mail-draft', documentId],
    historyKey: documentMailsQueryKey(workFolderId, documentId),
    draft: (language) => api.call(endpoints.documentMailDraft, { params, query: { language } }),
    send: (body) => api.call(endpoints.mailDocument, { params, body }),
  };
}

/** A party's statement of account over a period (the statement's own). */
export function statementMailTarget(
  workFolderId: string,
  period: { partyId: string; from?: string; to?: string },
): MailTarget {
  const params = { workFolderId };
  return {
    key: ['party-statement', workFolderId, 'mail-draft', period],
    historyKey: partyMailsQueryKey(period.partyId),
    draft: (language) => api.call(endpoints.statementMailDraft, { params, query: { ...period, language } }),
    send: (body) => api.call(endpoints.mailStatement, { params, query: { ...period, language: body.language }, body }),
  };
}

/** A customer's reminder letter, written at a date. */
export function reminderMailTarget(workFolderId: string, customerId: string, asOf: string | undefined): MailTarget {
  const params = { workFolderId, customerId };
  return {
    key: ['reminder-letter', workFolderId, 'mail-draft', customerId, asOf],
    historyKey: partyMailsQueryKey(customerId),
    draft: (language) => api.call(endpoints.reminderMailDraft, { params, query: { asOf, language } }),
    send: (body) => api.call(endpoints.mailReminder, { params, query: { asOf, language: body.language }, body }),
  };
}

/** The draft: the party's address, a subject and a text in the language asked, else the party's. */
export function useMailDraft(target: MailTarget, language: Language | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...target.key, language ?? 'party'],
    queryFn: (): Promise<MailDraft> => target.draft(language),
    enabled,
  });
}

/** Queues the mail; the history shows it at once. */
export function useSendMail(target: MailTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMailBody): Promise<MailSummary> => target.send(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: target.historyKey }),
  });
}

const refreshWhileQueued = (query: { state: { data?: MailSummary[] } }) =>
  query.state.data?.some((mail) => mail.state === 'QUEUED') ? 5000 : false;

/** GET …/mails: the document's mails, newest first; refreshed while one waits to go. */
export function useDocumentMails(workFolderId: string, documentId: string) {
  return useQuery({
    queryKey: documentMailsQueryKey(workFolderId, documentId),
    queryFn: (): Promise<MailSummary[]> => api.call(endpoints.documentMails, { params: { workFolderId, documentId } }),
    refetchInterval: refreshWhileQueued,
  });
}

/** GET /parties/{id}/mails: the statements and reminder letters mailed to the party, newest first. */
export function usePartyMails(partyId: string) {
  return useQuery({
    queryKey: partyMailsQueryKey(partyId),
    queryFn: (): Promise<MailSummary[]> => api.call(endpoints.partyMails, { params: { partyId } }),
    refetchInterval: refreshWhileQueued,
  });
}

/** POST …/invoice-mails: the month's validated invoices not yet sent, each to its customer. */
export function useMailMonthInvoices(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { month: string; language?: Language }) =>
      api.call(endpoints.mailMonthInvoices, { params: { workFolderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents', workFolderId, 'mails'] }),
  });
}

/** GET …/invoice-mails/preview: how many of the month's invoices a bulk send would send now, and how many it would leave out. */
export function useMonthInvoiceMailsPreview(workFolderId: string, month: string) {
  return useQuery({
    queryKey: ['documents', workFolderId, 'mails', 'preview', month],
    queryFn: () => api.call(endpoints.monthInvoiceMailsPreview, { params: { workFolderId }, query: { month } }),
  });
}
