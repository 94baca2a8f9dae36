import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §2: the notification dropdown shows 'no notification'. */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topBar.notifications')}>
          <IconBell size={20} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topBar.notifications')}</Menu.Label>
        <Stack align="center" gap={6} py="md">
          <IconBellOff size={24} color="var(--mantine-color-gray-5)" />
          <Text size="sm" c="dimmed">
            {t('topBar.noNotification')}
          </Text>
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
