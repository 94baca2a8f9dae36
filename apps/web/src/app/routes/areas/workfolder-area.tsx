import { IconFolder } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';
import { readStored, writeStored } from '../../../lib/storage.ts';

export function WorkfolderArea() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const workFolderId = searchParams.get('workFolder');
  useEffect(() => {
    // /workfolder?workFolder={id} makes that folder the current one (spec §2, §3).
    if (workFolderId && readStored('workFolderId') !== workFolderId) writeStored('workFolderId', workFolderId);
  }, [workFolderId]);
  return <PlaceholderScreen title={t('areas.workfolder')} icon={<IconFolder size={28} />} />;
}
