import type { Payment, PaymentBody } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { changePaymentState } from './change-payment-state.ts';
import { createPayment } from './create-payment.ts';
import { deletePayment } from './delete-payment.ts';
import { refreshAfterPaymentSaved } from './refresh-payment.ts';

/**
 * Records a payment as one step for the user: creates it, then validates it. When the validation is
 * refused (PAYMENT_EXCEEDS_AMOUNT_DUE…), the draft just created is removed again, so that no stray
 * draft blocks the closing of the work folder; the HTTP layer has already shown the refusal.
 */
export async function recordPayment(workFolderId: string, body: PaymentBody): Promise<Payment> {
  const draft = await createPayment(workFolderId, body);
  try {
    return await changePaymentState(workFolderId, draft.id, 'VALIDATED');
  } catch (error) {
    await deletePayment(workFolderId, draft.id).catch(() => undefined);
    throw error;
  }
}

export function useRecordPayment(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentBody) => recordPayment(workFolderId, body),
    onSuccess: async (payment) => {
      showOperationSucceeded();
      await refreshAfterPaymentSaved(queryClient, payment);
    },
  });
}
