// What the payments feature offers to other features: the payments of an invoice, shown and recorded from the invoice screen.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { PartyAdvances } from './components/advances.tsx';
export { CancelPaymentModal, PaymentList } from './components/payment-list.tsx';
export { PaymentModal } from './components/payment-modal.tsx';
export { PaymentTable } from './components/payment-table.tsx';
