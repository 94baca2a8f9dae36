import type { Payment } from '@bilan/contract';
import type { QueryClient } from '@tanstack/react-query';
import { documentQueryKey } from '../../invoices/api/get-document.ts';
import { paymentsRootKey } from './get-payments.ts';

/**
 * docs/seed-spec.md §7: after saving a payment the payment lists are fetched again, and so is the document it
 * settles (amount paid, amount due, settlement), its list, the parties' balances and the journal.
 */
export async function refreshAfterPaymentSaved(queryClient: QueryClient, payment: Payment) {
  const keys: (readonly unknown[])[] = [['parties'], ['journal']];
  // Fetched now, not when next opened: the payment lists, the document it settles and the documents' lists.
  // An advance settles no document; it shows among the party's advances.
  const fetchedNow: (readonly unknown[])[] = [
    paymentsRootKey(payment.workFolderId),
    ...(payment.accountingDocumentId ? [documentQueryKey(payment.workFolderId, payment.accountingDocumentId)] : []),
    ['documents', payment.workFolderId, 'list'],
    ['advances'],
  ];
  await Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...fetchedNow.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
  ]);
}
