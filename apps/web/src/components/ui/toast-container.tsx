import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useOnceTrue } from '../../lib/use-once-true.ts';

const ToastStack = lazy(() => import('./toast-stack.tsx').then((m) => ({ default: m.ToastStack })));

/**
 * The toast container (docs/seed-spec.md §2, §9). Its code (Mantine's notifications and their
 * transitions) arrives with the first toast: a page that shows none, the login page first of all,
 * does not download it (docs/decisions/0007-slow-networks.md). Toasts shown meanwhile wait in the
 * store and appear once it is there.
 */
export function ToastContainer() {
  const { notifications, queue } = useNotifications();
  const needed = useOnceTrue(notifications.length + queue.length > 0);
  return needed ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
