import type { WorkFolder } from '@bilan/contract';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  IconChartBar,
  IconCheck,
  IconFolder,
  IconFolderPlus,
  IconLock,
  IconPencil,
  IconScale,
  IconStar,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue, writeStored } from '../../../lib/storage.ts';
import { useWorkFolders } from '../../shell/api/get-work-folders.ts';
import { AppropriationModal } from './appropriation-modal.tsx';
import { CloseWorkFolderModal } from './close-work-folder-modal.tsx';
import { WorkFolderFormModal } from './work-folder-form-modal.tsx';

/** The earliest open folder that ends before `folder` starts, if any (it has to be closed first). */
export function earliestOpenBefore(folders: readonly WorkFolder[], folder: WorkFolder): WorkFolder | null {
  const earlier = folders.filter((other) => other.status === 'OPEN' && other.endDate < folder.startDate);
  return earlier.sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ?? null;
}

type RowProps = {
  folder: WorkFolder;
  isCurrent: boolean;
  onRename: () => void;
  onClose: () => void;
  onAppropriate: () => void;
};

/** A folder's actions: make it current, open its summary; rename or close an open one; appropriate a closed one's result. */
function RowActions({ folder, isCurrent, onRename, onClose, onAppropriate }: RowProps) {
  const { t } = useTranslation('workFolders');
  const open = folder.status === 'OPEN';
  const canManage = useCan('work-folders.manage');
  return (
    <Group gap="xs" wrap="wrap">
      {!isCurrent && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCheck size={14} />}
          onClick={() => writeStored('workFolderId', folder.id)}
          aria-label={`${t('list.makeCurrent')}: ${folder.name}`}
        >
          {t('list.makeCurrent')}
        </Button>
      )}
      <Tooltip label={t('list.open')} openDelay={300}>
        <ActionIcon
          variant="default"
          size="lg"
          component={Link}
          to={`/workfolder?workFolder=${encodeURIComponent(folder.id)}`}
          aria-label={`${t('list.open')}: ${folder.name}`}
        >
          <IconChartBar size={18} />
        </ActionIcon>
      </Tooltip>
      {open && canManage && (
        <>
          <Tooltip label={t('list.rename', { name: folder.name })} openDelay={300}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={onRename}
              aria-label={t('list.rename', { name: folder.name })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Button
            variant="default"
            size="xs"
            h={34}
            color="red"
            leftSection={<IconLock size={14} />}
            onClick={onClose}
            aria-label={t('list.close', { name: folder.name })}
          >
            {t('list.closeShort')}
          </Button>
        </>
      )}
      {!open && canManage && (
        <Button
          variant="light"
          size="xs"
          h={34}
          leftSection={<IconScale size={14} />}
          onClick={onAppropriate}
          aria-label={t('list.appropriate', { name: folder.name })}
        >
          {t('list.appropriateShort')}
        </Button>
      )}
    </Group>
  );
}

function WorkFolderRow({ folder, isCurrent, onRename, onClose, onAppropriate }: RowProps) {
  const { t, i18n } = useTranslation('workFolders');
  const language = i18n.resolvedLanguage ?? 'en';
  const open = folder.status === 'OPEN';
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid="work-folder-row"
      data-current={isCurrent || undefined}
      aria-current={isCurrent ? 'true' : undefined}
      style={
        isCurrent
          ? { borderColor: 'var(--mantine-color-bilan-5)', boxShadow: '0 0 0 1px var(--mantine-color-bilan-5)' }
          : undefined
      }
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
          <ThemeIcon size={44} radius="md" variant="light" color={open ? 'bilan' : 'gray'}>
            {open ? <IconFolder size={24} /> : <IconLock size={22} />}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap={8} wrap="wrap">
              <Text fw={700} size="lg" component="h2" m={0}>
                {folder.name}
              </Text>
              <Badge variant="light" color={open ? 'green' : 'gray'}>
                {t(`status.${folder.status}`)}
              </Badge>
              {isCurrent && (
                <Badge variant="filled" leftSection={<IconStar size={12} />}>
                  {t('list.current')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('list.period', {
                start: formatCalendarDate(folder.startDate, language),
                end: formatCalendarDate(folder.endDate, language),
              })}
            </Text>
          </Stack>
        </Group>
        <RowActions
          folder={folder}
          isCurrent={isCurrent}
          onRename={onRename}
          onClose={onClose}
          onAppropriate={onAppropriate}
        />
      </Group>
    </Paper>
  );
}

/** /apps/workfolder/list: the company's work folders; create, rename, choose the current one, close. */
export function WorkFolderList() {
  const { t } = useTranslation('workFolders');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const currentId = useStoredValue('workFolderId');
  const workFolders = useWorkFolders(companyId);
  const canManage = useCan('work-folders.manage');
  const [editing, setEditing] = useState<{ folder: WorkFolder | null } | null>(null);
  const [closing, setClosing] = useState<WorkFolder | null>(null);
  const [appropriating, setAppropriating] = useState<WorkFolder | null>(null);
  const folders = [...(workFolders.data ?? [])].sort((a, b) => b.startDate.localeCompare(a.startDate));

  return (
    <>
      <PageHeader
        title={tCommon('areas.workFolderList')}
        description={t('list.description')}
        actions={
          canManage && (
            <Button
              leftSection={<IconFolderPlus size={18} />}
              onClick={() => setEditing({ folder: null })}
              disabled={!workFolders.data}
            >
              {t('list.newFolder')}
            </Button>
          )
        }
      />
      <Stack gap="sm">
        {workFolders.isLoading && [0, 1].map((index) => <Skeleton key={index} h={78} radius="lg" />)}
        {workFolders.isError && <Alert color="red">{tCommon('errors.loadFailed')}</Alert>}
        {workFolders.data?.length === 0 && (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center">
              {t('list.empty')}
            </Text>
          </Paper>
        )}
        {folders.map((folder) => (
          <WorkFolderRow
            key={folder.id}
            folder={folder}
            isCurrent={folder.id === currentId}
            onRename={() => setEditing({ folder })}
            onClose={() => setClosing(folder)}
            onAppropriate={() => setAppropriating(folder)}
          />
        ))}
      </Stack>
      {companyId && (
        <WorkFolderFormModal
          companyId={companyId}
          folders={workFolders.data ?? []}
          folder={editing?.folder ?? null}
          opened={editing !== null}
          onClose={() => setEditing(null)}
        />
      )}
      <CloseWorkFolderModal
        folder={closing}
        earlierOpen={closing ? earliestOpenBefore(workFolders.data ?? [], closing) : null}
        onClose={() => setClosing(null)}
      />
      <AppropriationModal folder={appropriating} onClose={() => setAppropriating(null)} />
    </>
  );
}
