import type { Notification } from '@bilan/contract';
import { ActionIcon, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { documentPath } from '../../../lib/document-kinds.ts';
import { useStoredValue, writeStored } from '../../../lib/storage.ts';
import { documentQueryKey, getDocument } from '../../invoices/api/get-document.ts';
import { useNotifications } from '../../notifications/api/get-notifications.ts';
import { NotificationItem, notificationPath, useNotificationText } from '../../notifications/public.ts';
import { useCompanyMoney } from '../api/get-company.ts';

/** The bell shows this many items; the badge counts them all. */
const SHOWN_MAX = 50;

/**
 * The notification dropdown: a badge with the count, the list of what needs attention, and docs/seed-spec.md §2's
 * 'no notification' when there is nothing. Choosing an item opens its screen in its work folder.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const { t: tNotifications } = useTranslation('notifications');
  const companyId = useStoredValue('companyId');
  const notifications = useNotifications(companyId);
  const money = useCompanyMoney();
  const textOf = useNotificationText(money);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const count = notifications.data?.count ?? 0;
  const items = notifications.data?.items.slice(0, SHOWN_MAX) ?? [];

  const open = async (notification: Notification) => {
    // Documents open in the current work folder: the notification's becomes current first.
    writeStored('workFolderId', notification.workFolderId);
    const path =
      notificationPath(notification) ??
      (await queryClient
        .fetchQuery({
          queryKey: documentQueryKey(notification.workFolderId, notification.subjectId),
          queryFn: () => getDocument(notification.workFolderId, notification.subjectId),
        })
        .then(
          (document) =>
            documentPath(document.type, document.id) ??
            `/accounting/entries/${encodeURIComponent(document.id)}?workFolder=${encodeURIComponent(notification.workFolderId)}`,
        )
        .catch(() => null));
    if (path) navigate(path);
  };

  return (
    // The indicator sits around the menu, so that the menu's ARIA attributes land on the button itself.
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      color="red"
      size={18}
      offset={6}
      data-testid="notification-count"
    >
      <Menu position="bottom-end" shadow="md" width={360}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={count > 0 ? `${t('topBar.notifications')} (${count})` : t('topBar.notifications')}
          >
            <IconBell size={20} stroke={1.7} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown mah={480} style={{ overflowY: 'auto' }}>
          <Menu.Label>{count > 0 ? tNotifications('count', { count }) : t('topBar.notifications')}</Menu.Label>
          {items.length === 0 ? (
            // A menu must hold an item (axe aria-required-children): "no notification" is one, disabled.
            <Menu.Item disabled style={{ cursor: 'default' }}>
              <Stack align="center" gap={6} py="xs">
                <IconBellOff size={24} color="var(--mantine-color-gray-5)" />
                <Text size="sm" c="dimmed">
                  {t('topBar.noNotification')}
                </Text>
                {notifications.isError && (
                  <Text size="xs" c="red">
                    {tNotifications('loadFailed')}
                  </Text>
                )}
              </Stack>
            </Menu.Item>
          ) : (
            // The items stay direct children of the menu (a scroll area's wrappers would hide them from
            // assistive technology: axe aria-required-children); the dropdown scrolls by itself.
            <>
              {items.map((notification) => (
                <NotificationItem
                  key={`${notification.kind}-${notification.subjectId}`}
                  notification={notification}
                  text={textOf(notification)}
                  onOpen={open}
                />
              ))}
              {count > items.length && (
                <Text size="xs" c="dimmed" ta="center" py={6}>
                  {tNotifications('more', { count: count - items.length })}
                </Text>
              )}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
