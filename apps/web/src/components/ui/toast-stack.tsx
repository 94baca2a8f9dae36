import { TOAST_Z_INDEX } from '@bilan/contract';
import { Notifications } from '@mantine/notifications';

// Under the top bar (AppShell's header height, none on the login page): a toast must not hide the menu,
// the company or the logout button for the 5 seconds it stays.
const BELOW_TOP_BAR = 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-xs))';

/** docs/seed-spec.md §2, §9: the toasts, fixed at the top right of the root view, above everything. */
export function ToastStack() {
  return (
    <Notifications
      position="top-right"
      zIndex={TOAST_Z_INDEX}
      limit={5}
      containerWidth={400}
      style={{ top: BELOW_TOP_BAR }}
    />
  );
}
