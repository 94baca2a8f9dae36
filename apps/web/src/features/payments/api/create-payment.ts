import { endpoints, type Payment, type PaymentBody } from '@bilan/contract';
import { api } from '../../../lib/api.ts';

/** docs/seed-spec.md §7: POST /v1/accountings/payments/workFolders/{workFolderId} records a draft payment (201). */
export function createPayment(workFolderId: string, body: PaymentBody): Promise<Payment> {
  return api.call(endpoints.createPayment, { params: { workFolderId }, body });
}
