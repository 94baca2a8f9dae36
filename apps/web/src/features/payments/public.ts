// What the payments feature offers to other features: the payments of an invoice, shown and recorded from the invoice screen.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
// PaymentModal's form loads on the dialog's first opening (components/lazy-payment-modal.tsx).

export { PartyAdvances } from './components/advances.tsx';
export { LazyPaymentModal as PaymentModal } from './components/lazy-payment-modal.tsx';
export { CancelPaymentModal, PaymentList } from './components/payment-list.tsx';
export { PaymentTable } from './components/payment-table.tsx';
