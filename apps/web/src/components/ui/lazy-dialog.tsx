import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useOnceTrue } from '../../lib/use-once-true.ts';

interface DialogProps {
  opened: boolean;
}

/**
 * The dialog drawn closed once, then open: Mantine notes the element to give the focus back to when a
 * modal's `opened` turns true, not when it is first drawn open, so Escape would leave the focus nowhere.
 */
function ClosedFirst<P extends DialogProps>({ dialog: Dialog, props }: { dialog: ComponentType<P>; props: P }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return <Dialog {...props} opened={props.opened && drawn} />;
}

/**
 * A dialog whose module loads the first time it opens (`dialog`: a `lazy` component), then stays mounted,
 * so that it closes with its transition and gives the focus back to what opened it
 * (docs/decisions/0007-slow-networks.md).
 */
export function LazyDialog<P extends DialogProps>({ dialog, props }: { dialog: ComponentType<P>; props: P }) {
  const wanted = useOnceTrue(props.opened);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ClosedFirst dialog={dialog} props={props} />
    </Suspense>
  );
}
