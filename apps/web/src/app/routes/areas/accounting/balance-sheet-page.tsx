import { IconReportMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../../components/ui/placeholder-screen.tsx';

export function BalanceSheetPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.balanceSheet')} icon={<IconReportMoney size={28} />} />;
}
