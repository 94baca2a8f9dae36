import { TOAST_Z_INDEX } from '@bilan/contract';
import { Notifications } from '@mantine/notifications';
import './toast-stack.css';

/** docs/seed-spec.md §2, §9: the toasts, fixed at the top right of the root view (below its top bar), above everything. */
export function ToastStack() {
  return <Notifications position="top-right" zIndex={TOAST_Z_INDEX} limit={5} containerWidth={400} />;
}
