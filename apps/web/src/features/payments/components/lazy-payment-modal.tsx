import { type ComponentProps, lazy } from 'react';
import { LazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The form (react-hook-form, the bank charges and exchange previews) is not needed by the list's first
// paint: loaded the first time the dialog opens.
const Dialog = lazy(() => import('./payment-modal.tsx').then((module) => ({ default: module.PaymentModal })));

/** The payment dialog of the payments list, fetched on its first opening (docs/decisions/0007-slow-networks.md). */
export function LazyPaymentModal(props: ComponentProps<typeof Dialog>) {
  return <LazyDialog dialog={Dialog} props={props} />;
}
