import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../../components/ui/placeholder-screen.tsx';

export function IncomeStatementPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.incomeStatement')} icon={<IconChartBar size={28} />} />;
}
