import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWifiOff } from '@tabler/icons-react';
import { currentCommonWords } from './common-words.ts';

export const OFFLINE_TOAST_ID = 'toast:offline';

let asking: { answer: Promise<boolean>; settle: (retry: boolean) => void } | null = null;

/**
 * A request could not reach the server: one error toast says so and offers Retry, for every request
 * that failed meanwhile. They all wait (a form keeps what was typed, a save button keeps spinning)
 * until Retry or the browser coming back online sends them again, or the toast is closed (they fail).
 * The toast is shown again for each request that waits (one at most, by its id): a toast cleared without
 * its buttons (a test's cleanup) never leaves requests waiting with nothing on screen.
 */
export function askToRetry(): Promise<boolean> {
  asking ??= waitForAnswer();
  showOfflineToast(asking.settle);
  return asking.answer;
}

function waitForAnswer(): { answer: Promise<boolean>; settle: (retry: boolean) => void } {
  let resolve: (retry: boolean) => void = () => {};
  const answer = new Promise<boolean>((settled) => {
    resolve = settled;
  });
  const online = () => settle(true);
  const settle = (retry: boolean) => {
    window.removeEventListener('online', online);
    asking = null;
    resolve(retry);
    notifications.hide(OFFLINE_TOAST_ID);
  };
  window.addEventListener('online', online);
  return { answer, settle };
}

function showOfflineToast(settle: (retry: boolean) => void): void {
  const { offline, actions } = currentCommonWords();
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
}
