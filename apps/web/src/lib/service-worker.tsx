import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { currentCommonWords } from './common-words.ts';

const NEW_VERSION_TOAST_ID = 'new-version';
let updateAccepted = false;

/**
 * Registers the service worker of the build (dist/sw.js, see apps/web/build/service-worker.js). When a
 * new build's worker is installed while this page runs an older one, a toast offers to reload; the new
 * worker takes over only then, so a page never mixes the files of two builds.
 */
export function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): void {
  // The first install also changes the controller (clients.claim): only an accepted update reloads.
  container.addEventListener('controllerchange', () => {
    if (!updateAccepted) return;
    updateAccepted = false;
    window.location.reload();
  });
  container
    .register('/sw.js')
    .then((registration) => {
      if (registration.waiting && container.controller) offerNewVersion(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // Without a controller this is the first install, not an update.
          if (installing.state === 'installed' && container.controller) offerNewVersion(installing);
        });
      });
      // A tab left open for days still hears of new builds.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
      });
    })
    .catch((error: unknown) => console.warn('The service worker was not registered.', error));
}

export function offerNewVersion(worker: ServiceWorker): void {
  const { newVersion } = currentCommonWords();
  notifications.show({
    id: NEW_VERSION_TOAST_ID,
    color: 'blue',
    title: newVersion.title,
    message: (
      <Group justify="space-between" wrap="nowrap" mt={4}>
        <Text size="sm">{newVersion.message}</Text>
        <Button
          size="xs"
          onClick={() => {
            updateAccepted = true;
            worker.postMessage({ type: 'SKIP_WAITING' });
          }}
        >
          {newVersion.reload}
        </Button>
      </Group>
    ),
    withCloseButton: true,
    autoClose: false,
    'data-toast-type': 'info',
  });
}
