import { PaymentList } from '../../../features/payments/public.ts';

export function ReceiptsPage() {
  return <PaymentList type="RECEIPT" />;
}

export function DisbursementsPage() {
  return <PaymentList type="DISBURSEMENT" />;
}
