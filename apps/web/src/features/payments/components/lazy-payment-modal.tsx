import { type ComponentProps, lazy, Suspense, useState } from 'react';

// The form (react-hook-form, the bank charges and exchange previews) is not needed by the list's first
// paint: loaded the first time the dialog opens, then kept mounted so it closes with its transition.
const Dialog = lazy(() => import('./payment-modal.tsx').then((module) => ({ default: module.PaymentModal })));

/** The payment dialog of the payments list, fetched on its first opening (docs/decisions/0007-slow-networks.md). */
export function LazyPaymentModal(props: ComponentProps<typeof Dialog>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
