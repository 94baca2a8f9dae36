import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.settings')} icon={<IconSettings size={28} />} />;
}
