import { endpoints, type Payment } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterPaymentSaved } from './refresh-payment.ts';

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
  return api.call(endpoints.changePaymentState, {
    params: { workFolderId, paymentId, state },
    query: { cancellationDate },
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
