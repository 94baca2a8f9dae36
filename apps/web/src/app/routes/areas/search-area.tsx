import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function SearchArea() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.search')} icon={<IconSearch size={28} />} />;
}
