import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconSettings, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { initialsOf } from '../../../lib/format.ts';
import { clearAllStored, useStoredValue } from '../../../lib/storage.ts';
import { revokeSession } from '../../auth/api/logout.ts';

/**
 * The profile dropdown (docs/seed-spec.md §2): users and settings, both in the user area (/user opens the members
 * for whoever manages users, the user's own profile for the others), the password change, and logout.
 */
export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const displayName = useStoredValue('userDisplayName') ?? '';

  async function logout() {
    // The API revokes the token first; docs/seed-spec.md §2: logout clears all local storage and goes to the root.
    await revokeSession();
    clearAllStored();
    queryClient.clear();
    navigate('/');
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton data-testid="profile-menu">
          {/* Named by its content ("Profile Jeanne Mbarga"), so the visible name is part of it (WCAG 2.5.3). */}
          <VisuallyHidden>{t('topBar.profile')} </VisuallyHidden>
          <Group gap={6} wrap="nowrap">
            <Avatar color="bilan" radius="xl" size={34} aria-hidden>
              {initialsOf(displayName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate="end">
              {displayName}
            </Text>
            <Box visibleFrom="sm" lh={0}>
              <IconChevronDown size={14} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
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
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t('topBar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
