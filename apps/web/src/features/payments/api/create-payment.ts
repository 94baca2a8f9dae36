import { type Payment, type PaymentBody, paymentSchema } from '@bilan/contract';
import { api } from '../../../lib/api.ts';

/** docs/seed-spec.md §7: POST /v1/accountings/payments/workFolders/{workFolderId} records a draft payment (201). */
export function createPayment(workFolderId: string, body: PaymentBody): Promise<Payment> {
  return api.post(`/v1/accountings/payments/workFolders/${encodeURIComponent(workFolderId)}`, body, {
    schema: paymentSchema,
  });
}
