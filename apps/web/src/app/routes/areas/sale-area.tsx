import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function SaleArea() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.sale')} icon={<IconFileInvoice size={28} />} />;
}
