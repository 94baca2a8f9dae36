import { Button, Text } from '@mantine/core';
import { IconChevronDown, IconFolder } from '@tabler/icons-react';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from '../../../components/ui/lazy-menu.tsx';
import { useStoredValue, writeStored } from '../../../lib/storage.ts';
import { useWorkFolders } from '../api/get-work-folders.ts';

const WorkFolderMenuDropdown = lazy(() =>
  import('./work-folder-menu-dropdown.tsx').then((module) => ({ default: module.WorkFolderMenuDropdown })),
);

/** The work folders dropdown: shows the current folder's name; once opened, every folder of the company. */
export function WorkFolderMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('shell');
  const companyId = useStoredValue('companyId');
  const currentId = useStoredValue('workFolderId');
  const workFolders = useWorkFolders(companyId);
  const current = workFolders.data?.find((folder) => folder.id === currentId);

  useEffect(() => {
    // Without a current folder yet (first login), the latest open one becomes current.
    if (currentId || !workFolders.data?.length) return;
    const open = workFolders.data.filter((folder) => folder.status === 'OPEN');
    const latest = [...(open.length ? open : workFolders.data)].sort((a, b) =>
      b.startDate.localeCompare(a.startDate),
    )[0];
    if (latest) writeStored('workFolderId', latest.id);
  }, [currentId, workFolders.data]);
  return (
    <LazyMenu
      target={
        <Button
          variant="default"
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : 'center'}
          leftSection={<IconFolder size={18} />}
          rightSection={<IconChevronDown size={14} />}
          maw={fullWidth ? undefined : 240}
          data-testid="work-folder-menu"
        >
          <Text span size="sm" fw={500} truncate="end">
            {current?.name ?? t('topBar.workFolders')}
          </Text>
        </Button>
      }
    >
      {(menu) => <WorkFolderMenuDropdown {...menu} />}
    </LazyMenu>
  );
}
