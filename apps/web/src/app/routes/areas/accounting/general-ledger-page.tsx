import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../../components/ui/placeholder-screen.tsx';

export function GeneralLedgerPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('areas.generalLedger')} icon={<IconNotebook size={28} />} />;
}
