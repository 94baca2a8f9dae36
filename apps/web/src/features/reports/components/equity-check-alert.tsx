import type { BalanceSheetReport } from '@bilan/contract';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Equity below half of the share capital: the partners must decide whether the company goes on. */
export function EquityCheckAlert({
  check,
  amount,
}: {
  check: BalanceSheetReport['equityCheck'];
  amount: (value: string, options: { blankZero: boolean }) => string;
}) {
  const { t } = useTranslation('reports');
  if (!check.equityBelowHalfOfCapital) return null;
  return (
    <Alert color="red" variant="light" mb="sm" icon={<IconAlertTriangle size={18} />} data-testid="equity-below-half">
      {t('balanceSheet.equityBelowHalf', {
        equity: amount(check.equity, { blankZero: false }),
        capital: amount(check.capital, { blankZero: false }),
        source: check.legalBasis,
      })}
    </Alert>
  );
}
