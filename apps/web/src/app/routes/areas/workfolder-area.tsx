import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function WorkfolderArea() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.workfolder')} icon={<IconFolder size={28} />} />;
}
