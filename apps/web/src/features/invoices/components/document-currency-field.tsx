import { CURRENCIES, convert, formatAmount, parseAmount, readExchangeRate, toAmount } from '@bilan/accounting';
import type { ExchangeRateOn } from '@bilan/contract';
import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useExchangeRateOn } from '../../settings/api/get-exchange-rate-on.ts';
import type { InvoiceFormValues } from '../invoice-form.ts';
import { useMoney } from '../use-money.ts';
import { useLiveTotals } from './live-totals.tsx';

const CODES = CURRENCIES.map((currency) => currency.code);

/** The document's currency: the one chosen, else the party's, else the company's (as the API reads it). */
export function useDocumentCurrency(
  control: Control<InvoiceFormValues>,
  partyCurrency: string | null | undefined,
  companyCurrency: string | null,
): string | null {
  const chosen = useWatch({ control, name: 'currency' });
  return chosen || partyCurrency || companyCurrency;
}

/** The live totals in the company's currency, converted as the API posts them: TTC and VAT once each, HT the rest. */
function CompanyCurrencyTotals({
  control,
  scale,
  currency,
  rate,
}: {
  control: Control<InvoiceFormValues>;
  scale: number;
  currency: string;
  rate: ExchangeRateOn;
}) {
  const { t } = useTranslation('invoices');
  const company = useMoney();
  const totals = useLiveTotals(control, scale);
  if (company.scale === null) return null;
  const exact = readExchangeRate(rate.rate);
  const converted = (text: string) => convert(parseAmount(text, scale), currency, exact, rate.companyCurrency);
  const includingTax = converted(totals.includingTax);
  const vat = converted(totals.vat);
  const shown = (amount: bigint) => company.format(formatAmount(toAmount(amount), company.scale ?? 0));
  return (
    <Group gap="lg" wrap="wrap" data-testid="editor-company-totals">
      <Text size="sm">{t('editor.companyExcludingTax', { amount: shown(includingTax - vat) })}</Text>
      <Text size="sm">{t('editor.companyVat', { amount: shown(vat) })}</Text>
      <Text size="sm" fw={600}>
        {t('editor.companyIncludingTax', { amount: shown(includingTax) })}
      </Text>
    </Group>
  );
}

/** The rate of the document's date for a foreign currency, or where to add it when there is none. */
function DocumentRate({
  control,
  currency,
  scale,
}: {
  control: Control<InvoiceFormValues>;
  currency: string;
  scale: number;
}) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.resolvedLanguage ?? 'en';
  const date = useWatch({ control, name: 'date' });
  const rate = useExchangeRateOn(useStoredValue('companyId'), currency, date || null);
  if (rate.missing) {
    return (
      <Alert color="orange" data-testid="editor-rate-missing">
        {t('editor.rateMissing', { currency })}{' '}
        <Anchor component={Link} to="/apps/settings/exchange-rates" size="sm" c="dark" underline="always" fw={600}>
          {t('editor.addRate')}
        </Anchor>
      </Alert>
    );
  }
  if (!rate.data) return null;
  const shownRate = language === 'fr' ? rate.data.approximateRate.replace('.', ',') : rate.data.approximateRate;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="editor-rate">
      <Stack gap={4}>
        <Text size="sm">
          {t('editor.rateOf', {
            currency,
            rate: shownRate,
            company: rate.data.companyCurrency,
            date: rate.data.rateDate ? formatCalendarDate(rate.data.rateDate, language) : t('editor.fixedParity'),
          })}
        </Text>
        <CompanyCurrencyTotals control={control} scale={scale} currency={currency} rate={rate.data} />
      </Stack>
    </Paper>
  );
}

/**
 * The currency of a draft's prices (the party's by default, changeable while it is a draft) and, for a
 * foreign one, the rate of its date with the totals in the company's currency.
 */
export function DocumentCurrencyField({
  control,
  currency,
  companyCurrency,
  scale,
  readOnly,
  errorText,
}: {
  control: Control<InvoiceFormValues>;
  currency: string | null;
  companyCurrency: string | null;
  scale: number;
  readOnly: boolean;
  errorText: (code: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap="xs">
      <Controller
        control={control}
        name="currency"
        render={({ field, fieldState }) => (
          <SearchableSelect
            label={t('editor.currency')}
            data={CODES}
            value={currency}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            allowDeselect={false}
            readOnly={readOnly}
            maw={200}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      {currency && companyCurrency && currency !== companyCurrency && (
        <DocumentRate control={control} currency={currency} scale={scale} />
      )}
    </Stack>
  );
}
