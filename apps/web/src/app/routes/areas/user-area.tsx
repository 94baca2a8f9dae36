import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function UserArea() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.user')} icon={<IconUsers size={28} />} />;
}
