import { useTranslation } from 'react-i18next';
import { formatAmountText } from '../../lib/format.ts';
import { useCompanyMoney } from '../shell/api/get-company.ts';

/**
 * Formats the API's amounts ("1199.99") with Intl in the user's language and the company currency's
 * decimals (XAF 0, EUR 2). Until the company is loaded the text is shown as it came.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const { currency, scale } = useCompanyMoney();
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
