import type { Notification, Notifications } from '@bilan/contract';
import { Menu, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoadedMenuProps } from '../../../components/ui/lazy-menu.tsx';
import { documentPath } from '../../../lib/document-kinds.ts';
import { writeStored } from '../../../lib/storage.ts';
import { documentQueryKey, getDocument } from '../../invoices/api/get-document.ts';
import { NotificationItem, notificationPath, useNotificationText } from '../../notifications/public.ts';

/** The bell shows this many items; the badge counts them all. */
const SHOWN_MAX = 50;

/** Opens a notification's screen; a document's path is asked of the API when the notification does not give it. */
function useOpenNotification() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (notification: Notification) => {
    // Documents open in the current work folder: the notification's becomes current first (a notice
    // about the account itself names none).
    if (notification.workFolderId) writeStored('workFolderId', notification.workFolderId);
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
}

function NoNotificationItem({ failed }: { failed: boolean }) {
  const { t } = useTranslation('shell');
  const { t: tNotifications } = useTranslation('notifications');
  return (
    <Menu.Item disabled style={{ cursor: 'default' }}>
      <Stack align="center" gap={6} py="xs">
        <IconBellOff size={24} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed">
          {t('topBar.noNotification')}
        </Text>
        {failed && (
          <Text size="xs" c="red">
            {tNotifications('loadFailed')}
          </Text>
        )}
      </Stack>
    </Menu.Item>
  );
}

/**
 * The notifications menu once first opened: the list of what needs attention, and docs/seed-spec.md §2's
 * 'no notification' when there is nothing. Choosing an item opens its screen in its work folder.
 */
export function NotificationsMenuDropdown({
  target,
  opened,
  onChange,
  notifications,
  failed,
  money,
}: LoadedMenuProps & {
  notifications: Notifications | undefined;
  failed: boolean;
  money: { scale: number | null; currency: string | null };
}) {
  const { t } = useTranslation('shell');
  const { t: tNotifications } = useTranslation('notifications');
  const textOf = useNotificationText(money);
  const open = useOpenNotification();
  const count = notifications?.count ?? 0;
  const items = notifications?.items.slice(0, SHOWN_MAX) ?? [];

  return (
    <Menu position="bottom-end" shadow="md" width={360} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown mah={480} style={{ overflowY: 'auto' }}>
        <Menu.Label>{count > 0 ? tNotifications('count', { count }) : t('topBar.notifications')}</Menu.Label>
        {items.length === 0 ? (
          // A menu must hold an item (axe aria-required-children): "no notification" is one, disabled.
          <NoNotificationItem failed={failed} />
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
  );
}
