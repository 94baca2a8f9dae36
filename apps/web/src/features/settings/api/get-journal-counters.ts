import { endpoints, type JournalCounters } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * Under ['journal', folder]: every posting (a validation, a cancellation, a payment) invalidates the journal
 * (journal-entries/api/refresh-after-save.ts, invoices/api/refresh-document.ts, payments/api/refresh-payment.ts),
 * so the next numbers are fetched again wherever the entry was numbered.
 */
export function journalCountersQueryKey(workFolderId: string) {
  return ['journal', workFolderId, 'counters'] as const;
}

export function getJournalCounters(workFolderId: string): Promise<JournalCounters> {
  return api.call(endpoints.journalCounters, { params: { workFolderId } });
}

/** The last number of each journal in the folder, by journal id: the next entry takes the one after. */
export function useJournalCounters(workFolderId: string | null) {
  return useQuery({
    queryKey: journalCountersQueryKey(workFolderId ?? ''),
    queryFn: () => getJournalCounters(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
    select: (counters) => new Map(counters.items.map((item) => [item.journalId, item.lastNumber])),
  });
}
