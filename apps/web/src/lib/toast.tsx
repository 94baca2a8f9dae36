import { TOAST_AUTO_HIDE_MS } from '@bilan/contract';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { currentCommonWords } from './common-words.ts';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** A toast of docs/seed-spec.md §3: a type, an optional title and a message. */
export interface Toast {
  type: ToastType;
  title?: string | undefined;
  message: string;
}

const TOAST_LOOK: Record<ToastType, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCheck size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
};

/**
 * Shows a toast in the container at the top right. docs/seed-spec.md §4: nothing is shown for an empty message;
 * error toasts stay until the user closes them, the others hide after TOAST_AUTO_HIDE_MS; a toast identical to
 * one on screen is not shown twice.
 * Returns the toast's id, or null when nothing was shown.
 */
export function showToast(toast: Toast): string | null {
  if (toast.message.trim() === '') return null;
  const look = TOAST_LOOK[toast.type];
  return notifications.show({
    // One id per type, title and message: while a toast is on screen, the same one is not shown again (a 401
    // answered to three calls at once said the same thing three times).
    id: `toast:${toast.type}:${toast.title ?? ''}:${toast.message}`,
    color: look.color,
    icon: look.icon,
    title: toast.title,
    message: toast.message,
    withCloseButton: true,
    // Mantine's close button has only an icon: without a name, screen readers announce a bare "button".
    closeButtonProps: { 'aria-label': currentCommonWords().actions.close },
    autoClose: toast.type === 'error' ? false : TOAST_AUTO_HIDE_MS,
    'data-toast-type': toast.type,
  });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}

export function clearToasts(): void {
  notifications.clean();
}
