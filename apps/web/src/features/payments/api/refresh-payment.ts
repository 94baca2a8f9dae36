import type { Payment } from '@bilan/contract';
import type { QueryClient } from '@tanstack/react-query';
import { documentQueryKey } from '../../invoices/api/get-document.ts';

/**
 * docs/seed-spec.md §7: after saving a payment the payment lists are fetched again, and so is the document it
 * settles (amount paid, amount due, settlement), its list, the parties' balances and the journal.
 */
export async function refreshAfterPaymentSaved(queryClient: QueryClient, payment: Payment) {
  const keys: (readonly unknown[])[] = [
    documentQueryKey(payment.workFolderId, payment.accountingDocumentId),
    ['documents', payment.workFolderId, 'list'],
    ['parties'],
    ['journal'],
  ];
  await Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // The payment lists are fetched now, not when they are next opened.
    queryClient.invalidateQueries({ queryKey: ['payments', payment.workFolderId], refetchType: 'all' }),
  ]);
}
