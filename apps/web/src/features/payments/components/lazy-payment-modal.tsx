import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';

// The form (react-hook-form, the bank charges and exchange previews) is not needed by the list's first
// paint: loaded the first time the dialog opens, then kept mounted so it closes with its transition.
const Dialog = lazy(() => import('./payment-modal.tsx').then((module) => ({ default: module.PaymentModal })));

type DialogProps = ComponentProps<typeof Dialog>;

/**
 * The dialog drawn closed once, then open: Mantine notes the element to give the focus back to when a
 * modal's `opened` turns true, not when it is first drawn open, so Escape would leave the focus nowhere.
 */
function ClosedFirst(props: DialogProps) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return <Dialog {...props} opened={props.opened && drawn} />;
}

/** The payment dialog of the payments list, fetched on its first opening (docs/decisions/0007-slow-networks.md). */
export function LazyPaymentModal(props: DialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ClosedFirst {...props} />
    </Suspense>
  );
}
