import {
  currencyScale,
  formatAmount,
  parseAmount,
  paymentInCompanyCurrency,
  readExchangeRate,
  toAmount,
} from '@bilan/accounting';
import type { AccountingDocument, ExchangeRateOn, PaymentType } from '@bilan/contract';
import { Alert, Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { normalizeDecimalInput } from '../../../lib/decimal-input.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useMoney } from '../../invoices/public.ts';
import { useExchangeRateOn } from '../../settings/api/get-exchange-rate-on.ts';
import { BankChargesLine } from './bank-charges-preview.tsx';

/**
 * What a foreign-currency payment posts, computed as the API will (packages/accounting foreign-entry.ts):
 * the treasury's amount at the payment's rate, the party's share at the document's, and their difference.
 * Null while the amount does not read.
 */
export function foreignPaymentFigures(
  document: Pick<AccountingDocument, 'currency' | 'exchangeRate' | 'amountPaid'>,
  amountText: string,
  language: string,
  paymentRate: string,
  companyCurrency: string,
) {
  if (!document.exchangeRate) return null;
  const scale = currencyScale(document.currency);
  try {
    const amount = parseAmount(normalizeDecimalInput(amountText, language), scale);
    if (amount <= 0n) return null;
    return paymentInCompanyCurrency({
      amount,
      paidBefore: document.amountPaid ? parseAmount(document.amountPaid, scale) : 0n,
      currency: document.currency,
      documentRate: readExchangeRate(document.exchangeRate),
      paymentRate: readExchangeRate(paymentRate),
      companyCurrency,
    });
  } catch {
    return null;
  }
}

/** The rate the payment takes, its value in the company's currency and the exchange gain or loss it books. */
function Figures({
  document,
  rate,
  amountText,
  type,
  charges,
}: {
  document: AccountingDocument;
  rate: ExchangeRateOn;
  amountText: string;
  type: PaymentType;
  charges: bigint | null;
}) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'en';
  const company = useMoney();
  const companyScale = currencyScale(rate.companyCurrency);
  const figures = foreignPaymentFigures(document, amountText, language, rate.rate, rate.companyCurrency);
  const shown = (amount: bigint) =>
    company.format(formatAmount(toAmount(amount < 0n ? -amount : amount), companyScale));
  // A receipt that brings more than its share gains; a disbursement that costs more loses.
  const gain = figures && (type === 'RECEIPT' ? figures.difference > 0n : figures.difference < 0n);
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="payment-rate">
        {t('foreign.rate', {
          currency: rate.currency,
          rate: language === 'fr' ? rate.approximateRate.replace('.', ',') : rate.approximateRate,
          company: rate.companyCurrency,
          date: rate.rateDate ? formatCalendarDate(rate.rateDate, language) : t('foreign.fixed'),
        })}
      </Text>
      {figures && (
        <>
          <Text size="sm" data-testid="payment-company-amount">
            {t('foreign.companyAmount', { amount: shown(figures.treasury) })}
          </Text>
          <Text size="sm" fw={600} data-testid="payment-exchange-difference" c={gain ? 'teal.9' : undefined}>
            {figures.difference === 0n
              ? t('foreign.noDifference')
              : t(gain ? 'foreign.gain' : 'foreign.loss', { amount: shown(figures.difference) })}
          </Text>
        </>
      )}
      {charges !== null && (
        <BankChargesLine
          charges={charges}
          currency={document.currency}
          rate={rate.rate}
          companyCurrency={rate.companyCurrency}
        />
      )}
    </Stack>
  );
}

/**
 * A payment of a foreign-currency document, before it is saved: the rate of its date fetched from the
 * API (or where to add it), its value in the company's currency, the exchange difference expected and
 * the bank charges apart.
 */
export function ForeignPaymentPreview({
  document,
  amountText,
  date,
  type,
  charges = null,
}: {
  document: AccountingDocument;
  amountText: string;
  date: string;
  type: PaymentType;
  /** The bank charges typed, in minor units of the document's currency. */
  charges?: bigint | null;
}) {
  const { t } = useTranslation('payments');
  const rate = useExchangeRateOn(useStoredValue('companyId'), document.currency, date || null);
  if (rate.missing) {
    return (
      <Alert color="orange" data-testid="payment-rate-missing">
        {t('foreign.missing', { currency: document.currency })}{' '}
        <Anchor component={Link} to="/apps/settings/exchange-rates" size="sm" c="dark" underline="always" fw={600}>
          {t('foreign.addRate')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="foreign-payment-preview">
      {rate.data ? (
        <Figures document={document} rate={rate.data} amountText={amountText} type={type} charges={charges} />
      ) : (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('foreign.loading')}</Text>
        </Group>
      )}
    </Paper>
  );
}
