import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function PurchaseArea() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.purchase')} icon={<IconReceipt size={28} />} />;
}
