import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function SubsidiariesPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.subsidiaries')} icon={<IconBuildingCommunity size={28} />} />;
}
