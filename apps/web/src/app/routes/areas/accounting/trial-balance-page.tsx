import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../../components/ui/placeholder-screen.tsx';

export function TrialBalancePage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.trialBalance')} icon={<IconScale size={28} />} />;
}
