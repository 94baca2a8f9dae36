import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function AccountingArea() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.accounting')} icon={<IconBook2 size={28} />} />;
}
