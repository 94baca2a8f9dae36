import { Menu } from '@mantine/core';
import { IconKey, IconLogout, IconSettings, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LoadedMenuProps } from '../../../components/ui/lazy-menu.tsx';
import { confirmLeave } from '../../../lib/leave-guard-store.ts';
import { clearAllStored } from '../../../lib/storage.ts';
import { revokeSession } from '../../auth/api/logout.ts';

/**
 * The profile menu once first opened (docs/seed-spec.md §2): users and settings, both in the user area (/user
 * opens the members for whoever manages users, the user's own profile for the others), the password
 * change, and logout.
 */
export function ProfileMenuDropdown({
  target,
  opened,
  onChange,
  displayName,
}: LoadedMenuProps & { displayName: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function logout() {
    // An editor with unsaved changes asks first (components/ui/leave-guard.tsx): logout empties its local draft too.
    if (!(await confirmLeave())) return;
    // The API revokes the token first; docs/seed-spec.md §2: logout clears all local storage and goes to the root.
    await revokeSession();
    queryClient.clear();
    // The guard of the page left sends a signed-out visitor to login with that page as its returnUrl; it does so
    // within this flush, and the root, navigated to after it, replaces it: the next person to sign in on this
    // computer starts at the root, not on the last page (issue #34).
    flushSync(() => clearAllStored());
    await navigate('/', { replace: true });
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {displayName && <Menu.Label>{displayName}</Menu.Label>}
        <Menu.Item component={Link} to="/user" leftSection={<IconUsers size={16} />}>
          {t('topBar.users')}
        </Menu.Item>
        <Menu.Item component={Link} to="/user/profile" leftSection={<IconSettings size={16} />}>
          {t('topBar.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/user/password" leftSection={<IconKey size={16} />}>
          {t('topBar.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t('topBar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
