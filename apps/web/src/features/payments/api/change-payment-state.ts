import { type Payment, paymentSchema } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterPaymentSaved } from './refresh-payment.ts';

export function paymentPathOf(workFolderId: string, paymentId: string): string {
  return `/v1/accountings/payments/${encodeURIComponent(paymentId)}/workFolders/${encodeURIComponent(workFolderId)}`;
}

/**
 * Spec §7: POST …/state/{state}. VALIDATED posts the payment (422 PAYMENT_EXCEEDS_AMOUNT_DUE when it
 * pays more than is due); CANCELLED posts the reversing entry.
 */
export function changePaymentState(
  workFolderId: string,
  paymentId: string,
  state: 'VALIDATED' | 'CANCELLED',
): Promise<Payment> {
  return api.post(`${paymentPathOf(workFolderId, paymentId)}/state/${state}`, undefined, { schema: paymentSchema });
}

export function useCancelPayment(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => changePaymentState(workFolderId, paymentId, 'CANCELLED'),
    onSuccess: async (payment) => {
      showOperationSucceeded();
      await refreshAfterPaymentSaved(queryClient, payment);
    },
  });
}
