import { currencyScale } from '@bilan/accounting';
import { useTranslation } from 'react-i18next';
import { formatAmountText } from '../../lib/format.ts';
import { useCompanyMoney } from '../shell/api/get-company.ts';

/**
 * Formats the API's amounts ("1199.99") with Intl in the user's language and the company currency's
 * decimals (XAF 0, EUR 2), or those of `documentCurrency` for a document in another currency
 * (docs/decisions/0036-currencies.md). Until the company is loaded the text is shown as it came.
 */
export function useMoney(documentCurrency?: string | null) {
  const { i18n } = useTranslation();
  const company = useCompanyMoney();
  const own = !documentCurrency || documentCurrency === company.currency;
  const currency = own ? company.currency : documentCurrency;
  const scale = own ? company.scale : currencyScale(documentCurrency);
  const language = i18n.resolvedLanguage ?? 'en';
  const format = (amount: string | null | undefined, options: { withCurrency?: boolean } = {}): string => {
    if (amount === null || amount === undefined) return '';
    if (scale === null) return amount;
    return formatAmountText(amount, language, scale, {
      currency: options.withCurrency === false ? undefined : (currency ?? undefined),
    });
  };
  return { format, currency, scale, language };
}

/** The currency of a document or payment when it is not the company's (one with a rate), else null. */
export const foreignCurrencyOf = (item: { currency?: string; exchangeRate?: string | null } | null | undefined) =>
  item?.exchangeRate && item.currency ? item.currency : null;
