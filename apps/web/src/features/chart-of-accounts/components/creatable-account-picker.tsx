import { lazy, Suspense, useState } from 'react';
import { AccountPicker, type AccountPickerProps } from '../../../components/ui/account-picker.tsx';
import { useCan } from '../../../lib/permissions.ts';

// The chart's account form loads when an account is first created from a field, not with the editor.
const QuickAccountModal = lazy(() =>
  import('./quick-account-modal.tsx').then((module) => ({ default: module.QuickAccountModal })),
);

/**
 * An editor's account field that offers a number the chart lacks for creation, in the chart screen's own
 * dialog (issue #34: created from the field that needs it); the field then takes the new account. Only
 * with accounts.write and while the field can change.
 */
export function CreatableAccountPicker({
  onCreated,
  ...picker
}: Omit<AccountPickerProps, 'onCreate'> & { onCreated: (accountId: string) => void }) {
  const canCreate = useCan('accounts.write') && !picker.readOnly;
  // The number the creation dialog opened with; null while it is closed.
  const [creating, setCreating] = useState<string | null>(null);
  return (
    <>
      <AccountPicker {...picker} onCreate={canCreate ? setCreating : undefined} />
      {creating !== null && (
        <Suspense fallback={null}>
          <QuickAccountModal
            number={creating}
            onClose={() => setCreating(null)}
            onCreated={(account) => onCreated(account.id)}
          />
        </Suspense>
      )}
    </>
  );
}
