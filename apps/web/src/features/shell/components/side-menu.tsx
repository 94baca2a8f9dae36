import { NavLink, Stack } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconFolders,
  IconListTree,
  IconSettings,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

type MenuKey = 'workFolders' | 'customers' | 'suppliers' | 'chartOfAccounts' | 'subsidiaries' | 'settings';

/** docs/seed-spec.md §2: the side menu, in this order, with these routes. */
export const SIDE_MENU: readonly { key: MenuKey; to: string; icon: ReactNode }[] = [
  { key: 'workFolders', to: '/apps/workfolder/list', icon: <IconFolders size={20} stroke={1.6} /> },
  { key: 'customers', to: '/apps/company/customer', icon: <IconUsers size={20} stroke={1.6} /> },
  { key: 'suppliers', to: '/apps/company/supplier', icon: <IconTruckDelivery size={20} stroke={1.6} /> },
  { key: 'chartOfAccounts', to: '/apps/accounting/chart-of-accounts', icon: <IconListTree size={20} stroke={1.6} /> },
  { key: 'subsidiaries', to: '/apps/subdiaries', icon: <IconBuildingCommunity size={20} stroke={1.6} /> },
  { key: 'settings', to: '/apps/settings', icon: <IconSettings size={20} stroke={1.6} /> },
];

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Stack component="nav" gap={4} aria-label={t('menu.label')}>
      {SIDE_MENU.map((item) => (
        <NavLink
          key={item.key}
          component={Link}
          to={item.to}
          label={t(`menu.${item.key}`)}
          leftSection={item.icon}
          active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
          onClick={onNavigate}
          variant="light"
          fw={500}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}
