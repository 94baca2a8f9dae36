import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from '../../../components/ui/lazy-menu.tsx';
import { withWords } from '../../../lib/i18n.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useNotifications } from '../../notifications/api/get-notifications.ts';
import { useCompanyMoney } from '../api/get-company.ts';

// The list's words come with it: the bell itself shows only the shell's.
const NotificationsMenuDropdown = lazy(() =>
  withWords(import('./notifications-menu-dropdown.tsx'), ['notifications']).then((module) => ({
    default: module.NotificationsMenuDropdown,
  })),
);

/** The notification bell: a badge with the count; once opened, the list of what needs attention. */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const companyId = useStoredValue('companyId');
  const notifications = useNotifications(companyId);
  // Asked with the bell, so that the amounts have their currency when the menu first opens.
  const money = useCompanyMoney();
  const count = notifications.data?.count ?? 0;
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
      <LazyMenu
        target={
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={count > 0 ? `${t('topBar.notifications')} (${count})` : t('topBar.notifications')}
          >
            <IconBell size={20} stroke={1.7} />
          </ActionIcon>
        }
      >
        {(menu) => (
          <NotificationsMenuDropdown
            {...menu}
            notifications={notifications.data}
            failed={notifications.isError}
            money={money}
          />
        )}
      </LazyMenu>
    </Indicator>
  );
}
