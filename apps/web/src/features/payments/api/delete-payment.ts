import { api } from '../../../lib/api.ts';
import { paymentPathOf } from './change-payment-state.ts';

/** DELETE on the payment's path removes a draft payment. */
export function deletePayment(workFolderId: string, paymentId: string): Promise<void> {
  return api.delete(paymentPathOf(workFolderId, paymentId));
}
