import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function WorkFolderListPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.workFolderList')} icon={<IconFolders size={28} />} />;
}
