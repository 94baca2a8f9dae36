import { useTranslation } from 'react-i18next';
import { currencyScaleOf, formatAmountText } from './format.ts';

/**
 * Formats an amount of any currency with that currency's decimals and code, in the user's language:
 * the foreign amounts shown beside the company's (docs/decisions/0036-currencies.md).
 */
export function useAmountIn() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (amount: string | null | undefined, currency: string): string =>
    amount === null || amount === undefined
      ? ''
      : formatAmountText(amount, language, currencyScaleOf(currency), { currency });
}
