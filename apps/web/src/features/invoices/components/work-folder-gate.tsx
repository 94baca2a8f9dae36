import type { WorkFolder } from '@bilan/contract';
import { Alert, Anchor } from '@mantine/core';
import { IconFolderQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';

/**
 * Documents and payments live in a work folder: without a current one, the screen says how to choose
 * one instead of showing an empty list.
 */
export function WorkFolderGate({ children }: { children: (folder: WorkFolder) => ReactNode }) {
  const { t } = useTranslation();
  const { folder, isLoading } = useCurrentWorkFolder();
  if (isLoading) return <LoadingRows count={6} height={36} />;
  if (!folder) {
    return (
      <Alert color="yellow" icon={<IconFolderQuestion size={20} />} title={t('workFolder.none')}>
        <Anchor component={Link} to="/apps/workfolder/list" size="sm">
          {t('workFolder.chooseOne')}
        </Anchor>
      </Alert>
    );
  }
  return <>{children(folder)}</>;
}
