import { type Payment, paymentSchema } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterPaymentSaved } from './refresh-payment.ts';

export function paymentPathOf(workFolderId: string, paymentId: string): string {
  return `/v1/accountings/payments/${encodeURIComponent(paymentId)}/workFolders/${encodeURIComponent(workFolderId)}`;
}

/**
 * docs/seed-spec.md §7: POST …/state/{state}. VALIDATED posts the payment (422 PAYMENT_EXCEEDS_AMOUNT_DUE when it
 * pays more than is due); CANCELLED posts the reversing entry dated `cancellationDate`.
 */
export function changePaymentState(
  workFolderId: string,
  paymentId: string,
  state: 'VALIDATED' | 'CANCELLED',
  cancellationDate?: string,
): Promise<Payment> {
  const query = cancellationDate ? `?cancellationDate=${encodeURIComponent(cancellationDate)}` : '';
  return api.post(`${paymentPathOf(workFolderId, paymentId)}/state/${state}${query}`, undefined, {
    schema: paymentSchema,
  });
}

export function useCancelPayment(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, cancellationDate }: { paymentId: string; cancellationDate: string }) =>
      changePaymentState(workFolderId, paymentId, 'CANCELLED', cancellationDate),
    onSuccess: async (payment) => {
      showOperationSucceeded();
      await refreshAfterPaymentSaved(queryClient, payment);
    },
  });
}
