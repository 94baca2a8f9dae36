import { convert, formatAmount, readExchangeRate, toAmount } from '@bilan/accounting';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoredValue } from '../../../lib/storage.ts';
import { useMoney } from '../../invoices/public.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { BANK_CHARGES_ACCOUNTS } from './bank-charges-accounts.ts';

/**
 * The bank charges typed, as the payment's entry books them: on their own expense line (SYSCOHADA 6318,
 * PCG 6278), in the company's currency at the payment's rate (`rate`, null for a payment in the
 * company's currency), never mixed with the exchange difference.
 */
export function BankChargesLine({
  charges,
  currency,
  rate,
  companyCurrency,
}: {
  /** In minor units of the payment's currency. */
  charges: bigint;
  currency: string;
  rate: string | null;
  companyCurrency: string;
}) {
  const { t } = useTranslation('payments');
  const company = useMoney();
  const framework = useCompany(useStoredValue('companyId')).data?.accountingFramework;
  if (charges <= 0n || company.scale === null) return null;
  const value = rate ? convert(charges, currency, readExchangeRate(rate), companyCurrency) : charges;
  const account = framework ? BANK_CHARGES_ACCOUNTS[framework] : null;
  return (
    <Text size="sm" data-testid="payment-bank-charges">
      {t(account ? 'charges.booked' : 'charges.bookedNoAccount', {
        amount: company.format(formatAmount(toAmount(value), company.scale)),
        account,
      })}
    </Text>
  );
}

/** For a payment in the company's currency: the bank charges line alone, when some are typed. */
export function BankChargesPreview({ charges }: { charges: bigint | null }) {
  const company = useMoney();
  if (charges === null || charges <= 0n || !company.currency) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="bank-charges-preview">
      <BankChargesLine charges={charges} currency={company.currency} rate={null} companyCurrency={company.currency} />
    </Paper>
  );
}
