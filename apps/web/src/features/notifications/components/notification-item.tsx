import type { Notification } from '@bilan/contract';
import { Menu, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarDue, IconFileInvoice, IconLock, IconPencil, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmountText, formatCalendarDate } from '../../../lib/format.ts';

const LOOK: Record<Notification['kind'], { color: string; icon: ReactNode }> = {
  INVOICE_OVERDUE: { color: 'red', icon: <IconFileInvoice size={16} /> },
  BILL_OVERDUE: { color: 'orange', icon: <IconReceipt size={16} /> },
  DRAFT_STALE: { color: 'gray', icon: <IconPencil size={16} /> },
  WORK_FOLDER_ENDING: { color: 'blue', icon: <IconCalendarDue size={16} /> },
  LOGIN_FAILURES: { color: 'red', icon: <IconLock size={16} /> },
};

/** The two lines of a notification in the user's language: what it is about, then how late or how soon. */
export function useNotificationText(money: { scale: number | null; currency: string | null }) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? 'en';
  return (notification: Notification): { title: string; detail: string } => {
    const date = formatCalendarDate(notification.date, language);
    const number = notification.number ?? t('noNumber');
    const count = notification.days;
    switch (notification.kind) {
      case 'INVOICE_OVERDUE':
      case 'BILL_OVERDUE': {
        const amount = formatAmountText(notification.amount ?? '0', language, money.scale ?? 0, {
          currency: money.currency ?? undefined,
        });
        const party = notification.partyName ? `${notification.partyName} · ` : '';
        return {
          title: t(`kinds.${notification.kind}`, { number }),
          detail: `${party}${t('details.due', { amount, date })} · ${t('details.daysLate', { count })}`,
        };
      }
      case 'DRAFT_STALE':
        return { title: t('kinds.DRAFT_STALE', { date }), detail: t('details.daysIdle', { count }) };
      case 'WORK_FOLDER_ENDING':
        return {
          title: t('kinds.WORK_FOLDER_ENDING', { name: number, date }),
          detail: count === 0 ? t('details.endsToday') : t('details.endsIn', { count }),
        };
      case 'LOGIN_FAILURES':
        return {
          title: t('kinds.LOGIN_FAILURES', { count: notification.attempts ?? 0 }),
          detail: t('details.loginFailures', { date }),
        };
    }
  };
}

/**
 * One line of the bell's list; choosing it opens the invoice, bill, draft or work folder it is about,
 * or the password page for failed logins on one's account.
 */
export function NotificationItem({
  notification,
  text,
  onOpen,
}: {
  notification: Notification;
  text: { title: string; detail: string };
  onOpen: (notification: Notification) => void;
}) {
  const look = LOOK[notification.kind];
  return (
    <Menu.Item
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-kind={notification.kind}
      leftSection={
        <ThemeIcon variant="light" color={look.color} radius="xl" size="md">
          {look.icon}
        </ThemeIcon>
      }
    >
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} lineClamp={1}>
          {text.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {text.detail}
        </Text>
      </Stack>
    </Menu.Item>
  );
}
