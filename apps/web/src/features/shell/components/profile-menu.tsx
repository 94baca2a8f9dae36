import { Avatar, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from '../../../components/ui/lazy-menu.tsx';
import { initialsOf } from '../../../lib/format.ts';
import { useStoredValue } from '../../../lib/storage.ts';

const ProfileMenuDropdown = lazy(() =>
  import('./profile-menu-dropdown.tsx').then((module) => ({ default: module.ProfileMenuDropdown })),
);

/** The profile dropdown: the user's initials and name; once opened, the user area, the password change and logout. */
export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const displayName = useStoredValue('userDisplayName') ?? '';
  return (
    <LazyMenu
      target={
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
      }
    >
      {(menu) => <ProfileMenuDropdown {...menu} displayName={displayName} />}
    </LazyMenu>
  );
}
