import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWifiOff } from '@tabler/icons-react';
import { currentCommonWords } from './common-words.ts';

export const OFFLINE_TOAST_ID = 'toast:offline';

let asking: Promise<boolean> | null = null;

/**
 * A request could not reach the server: one error toast says so and offers Retry, for every request
 * that failed meanwhile. They all wait (a form keeps what was typed, a save button keeps spinning)
 * until Retry or the browser coming back online sends them again, or the toast is closed (they fail).
 */
export function askToRetry(): Promise<boolean> {
  asking ??= new Promise<boolean>((resolve) => {
    const { offline, actions } = currentCommonWords();
    const settle = (retry: boolean) => {
      window.removeEventListener('online', online);
      asking = null;
      resolve(retry);
      notifications.hide(OFFLINE_TOAST_ID);
    };
    const online = () => settle(true);
    window.addEventListener('online', online);
    notifications.show({
      id: OFFLINE_TOAST_ID,
      color: 'red',
      icon: <IconWifiOff size={18} />,
      title: offline.title,
      message: (
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <Text size="sm">{offline.message}</Text>
          <Button size="xs" onClick={() => settle(true)}>
            {offline.retry}
          </Button>
        </Group>
      ),
      withCloseButton: true,
      closeButtonProps: { 'aria-label': actions.close },
      autoClose: false,
      // Closing gives up: the requests fail and their screens say so.
      onClose: () => {
        if (asking) settle(false);
      },
      'data-toast-type': 'error',
    });
  });
  return asking;
}
