import { Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoadedMenuProps } from '../../../components/ui/lazy-menu.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useStoredValue, writeStored } from '../../../lib/storage.ts';
import { useWorkFolders } from '../api/get-work-folders.ts';

/** The work folders menu once first opened: each folder links to /workfolder?workFolder={id}; the current one stands out. */
export function WorkFolderMenuDropdown({ target, opened, onChange }: LoadedMenuProps) {
  const { t, i18n } = useTranslation('shell');
  const companyId = useStoredValue('companyId');
  const currentId = useStoredValue('workFolderId');
  const workFolders = useWorkFolders(companyId);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Menu position="bottom-start" shadow="md" width={300} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topBar.chooseWorkFolder')}</Menu.Label>
        {workFolders.data?.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {t('topBar.noWorkFolder')}
          </Text>
        )}
        {workFolders.data?.map((folder) => {
          const isCurrent = folder.id === currentId;
          return (
            <Menu.Item
              key={folder.id}
              component={Link}
              to={`/workfolder?workFolder=${encodeURIComponent(folder.id)}`}
              onClick={() => writeStored('workFolderId', folder.id)}
              aria-current={isCurrent ? 'true' : undefined}
              data-current={isCurrent}
              bg={isCurrent ? 'bilan.0' : undefined}
              rightSection={isCurrent ? <IconCheck size={16} color="var(--mantine-color-bilan-8)" /> : null}
            >
              <Stack gap={0}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={isCurrent ? 700 : 500}>
                    {folder.name}
                  </Text>
                  <Badge size="xs" variant="light" color={folder.status === 'OPEN' ? 'green' : 'gray'}>
                    {t(`workFolderStatus.${folder.status}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatCalendarDate(folder.startDate, language)} – {formatCalendarDate(folder.endDate, language)}
                </Text>
              </Stack>
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item component={Link} to="/apps/workfolder/list" leftSection={<IconFolders size={16} />}>
          {t('topBar.manageWorkFolders')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
