import { IconListTree } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function ChartOfAccountsPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.chartOfAccounts')} icon={<IconListTree size={28} />} />;
}
