import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function SuppliersPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.suppliers')} icon={<IconTruckDelivery size={28} />} />;
}
