import { Box, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from '../../../components/ui/lazy-menu.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useCurrentWorkFolder } from '../api/get-work-folders.ts';
import type { CreatePermissions } from './create-menu-dropdown.tsx';

const CreateMenuDropdown = lazy(() =>
  import('./create-menu-dropdown.tsx').then((module) => ({ default: module.CreateMenuDropdown })),
);

/**
 * The create button: a menu of what can be created, each entry opening its area. It offers only what
 * the user may create, and is gone when that is nothing (a viewer).
 */
export function CreateMenu() {
  const { t } = useTranslation('shell');
  const open = useCurrentWorkFolder().folder?.status !== 'CLOSED';
  const can: CreatePermissions = {
    // A closed folder takes no document and no payment: nothing to create in it (issue #34).
    writeDocuments: useCan('documents.write') && open,
    writePayments: useCan('payments.write') && open,
    writeParties: useCan('parties.write'),
    manageWorkFolders: useCan('work-folders.manage'),
  };
  if (!Object.values(can).some(Boolean)) return null;
  return (
    <LazyMenu
      target={
        // One button (the menu's ARIA goes on it): its word shows from sm up, its name everywhere.
        <Button leftSection={<IconPlus size={18} />} px={{ base: 10, sm: 'md' }} aria-label={t('topBar.create')}>
          <Box component="span" visibleFrom="sm">
            {t('topBar.create')}
          </Box>
        </Button>
      }
    >
      {(menu) => <CreateMenuDropdown {...menu} can={can} />}
    </LazyMenu>
  );
}
