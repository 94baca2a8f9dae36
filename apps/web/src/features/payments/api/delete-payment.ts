import { endpoints } from '@bilan/contract';
import { api } from '../../../lib/api.ts';

/** DELETE on the payment's path removes a draft payment. */
export function deletePayment(workFolderId: string, paymentId: string): Promise<void> {
  return api.call(endpoints.deletePayment, { params: { workFolderId, paymentId } });
}
