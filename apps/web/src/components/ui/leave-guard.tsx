import { Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { setLeaveAsker } from '../../lib/leave-guard-store.ts';
import { ConfirmDialog, preloadConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before unsaved work is left (issue #34): a link of the menu or Back (the router's blocker), a reload or
 * a closed tab (the browser's own beforeunload question) and logout (lib/leave-guard-store.ts). `release()`
 * lets the editor's own navigation after a save through, until the next change makes it dirty again.
 */
export function useLeaveGuard(dirty: boolean): { release: () => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  const released = useRef(false);
  const [logoutAnswer, setLogoutAnswer] = useState<((leave: boolean) => void) | null>(null);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) released.current = false;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    // The question must show when asked, even if the network is gone by then.
    preloadConfirmDialog();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    setLeaveAsker(() => new Promise<boolean>((resolve) => setLogoutAnswer(() => resolve)));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      setLeaveAsker(null);
    };
  }, [dirty]);

  const answer = (leave: boolean) => {
    if (logoutAnswer) {
      // The logout's own way to the root (and the guard's to login) must not ask again.
      if (leave) released.current = true;
      logoutAnswer(leave);
      setLogoutAnswer(null);
    } else if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
  };

  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked' || logoutAnswer !== null}
      title={t('leaveGuard.title')}
      confirmLabel={logoutAnswer ? t('leaveGuard.logoutAnyway') : t('leaveGuard.leave')}
      cancelLabel={t('leaveGuard.stay')}
      color="red"
      onConfirm={() => answer(true)}
      onClose={() => answer(false)}
    >
      <Text size="sm">{logoutAnswer ? t('leaveGuard.logout') : t('leaveGuard.navigate')}</Text>
    </ConfirmDialog>
  );
  return { release: () => (released.current = true), dialog };
}
