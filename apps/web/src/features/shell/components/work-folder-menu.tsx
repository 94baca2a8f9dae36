import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconFolder, IconFolders } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useStoredValue, writeStored } from '../../../lib/storage.ts';
import { useWorkFolders } from '../api/get-work-folders.ts';

/** The work folders dropdown: each folder links to /workfolder?workFolder={id}; the current one stands out. */
export function WorkFolderMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('shell');
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
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Menu position="bottom-start" shadow="md" width={300}>
      <Menu.Target>
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
      </Menu.Target>
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
